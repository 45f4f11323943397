import { useEffect, useState } from 'react';
import { framesOf } from '../tournament/codes';
import { packPayload } from './compression';
import { QrSequence } from './QrSequence';
import { useT } from '../i18n';

type Prepared =
  { readonly kind: 'preparing' } | { readonly kind: 'frames'; readonly frames: readonly string[] } | { readonly kind: 'tooLarge' };

/** A payload's bytes (tournament/codes.ts: a join code, a game handed off) as QR codes: compressed, framed, shown. */
export function QrPayload({ bytes }: { readonly bytes: Uint8Array }) {
  const t = useT();
  const [prepared, setPrepared] = useState<Prepared>({ kind: 'preparing' });
  useEffect(() => {
    let live = true;
    void packPayload(bytes).then((packed) => {
      const framed = framesOf(packed.bytes, packed.encoding);
      if (live) setPrepared(framed.ok ? { kind: 'frames', frames: framed.frames } : { kind: 'tooLarge' });
    });
    return () => {
      live = false;
    };
  }, [bytes]);
  if (prepared.kind === 'preparing') return <p className="hint">{t('devices.qr.preparing')}</p>;
  if (prepared.kind === 'tooLarge') return <p className="notice error">{t('devices.qr.tooLarge')}</p>;
  return <QrSequence frames={prepared.frames} />;
}
