import type { ReactNode } from 'react';

/** At least one file: what a pick hands over (a pick cancelled hands over nothing). */
export type PickedFiles = readonly [File, ...File[]];

export interface FileButtonProps {
  /** The button's words, its accessible name too. */
  readonly label: ReactNode;
  /** The file types offered, as the input's `accept`. */
  readonly accept: string;
  /** Several files at once (an organiser takes in every table's file). */
  readonly multiple?: boolean;
  readonly onFiles: (files: PickedFiles) => void;
}

/** A big button that opens the device's file chooser: the file input inside its label, so the whole button takes the tap. */
export function FileButton({ label, accept, multiple = false, onFiles }: FileButtonProps) {
  return (
    <label className="btn big file-button">
      {label}
      <input
        type="file"
        accept={accept}
        multiple={multiple}
        onChange={(e) => {
          const [first, ...rest] = e.target.files ?? [];
          // Emptied, so that the same file chosen again (after fixing it) is read again.
          e.target.value = '';
          if (first) onFiles([first, ...rest]);
        }}
      />
    </label>
  );
}
