import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { loadStrings } from '../i18n';
import { decodeHandOff, HANDOFF_LIMITS, payloadId } from '../tournament/codes';
import { CameraScanner, type ScanResult } from './CameraScanner';
import { QrPayload } from './QrPayload';

/**
 * A page for the camera e2e (e2e/qrCamera.spec.ts; test support, not used by the app): `#show`
 * shows the payload at /__harness/payload.bin as QR codes, `#scan` reads codes with the camera and
 * says what it got. The views are this folder's own; the page around them is the test's.
 */
function Show() {
  const [bytes, setBytes] = useState<Uint8Array | null>(null);
  useEffect(() => {
    void fetch('/__harness/payload.bin')
      .then((response) => response.arrayBuffer())
      .then((buffer) => setBytes(new Uint8Array(buffer)));
  }, []);
  return bytes === null ? null : <QrPayload bytes={bytes} />;
}

function Scan() {
  const [result, setResult] = useState<ScanResult | null>(null);
  if (result?.kind === 'payload') {
    const handOff = decodeHandOff(result.bytes);
    const said = handOff.ok
      ? `${handOff.value.record.hands.length} hands, table ${handOff.value.table}, confirmed by ${handOff.value.confirmations.length}`
      : handOff.errors.join('; ');
    return (
      <output aria-label="Scanned">
        {payloadId(result.bytes)} {result.bytes.length} bytes: {said}
      </output>
    );
  }
  return <CameraScanner maxBytes={HANDOFF_LIMITS.maxBytes} onResult={setResult} onCancel={() => undefined} />;
}

const root = document.getElementById('root');
// The views' words are the 'devices' area of the app's strings, loaded as the app's lazy parts load them (withStrings).
if (root !== null) {
  void loadStrings('devices').then(() =>
    createRoot(root).render(<StrictMode>{location.hash === '#scan' ? <Scan /> : <Show />}</StrictMode>),
  );
}
