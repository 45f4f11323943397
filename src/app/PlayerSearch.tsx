import { useId, useRef } from 'react';
import { usePlural, useT } from '../i18n';
import { isSearching } from './gameFilter';

/** The search field over a long list, with how many games it found of all of them, and a big button that clears it. */
export function PlayerSearch({
  query,
  onQuery,
  found,
  total,
}: {
  readonly query: string;
  readonly onQuery: (query: string) => void;
  readonly found: number;
  readonly total: number;
}) {
  const t = useT();
  const plural = usePlural();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const searching = isSearching(query);
  return (
    <div className="player-search">
      <label htmlFor={id}>{t('games.search')}</label>
      <div className="row">
        <input
          id={id}
          ref={field}
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(e) => onQuery(e.target.value)}
        />
        {searching && (
          <button
            type="button"
            className="btn"
            onClick={() => {
              onQuery('');
              // Back in the field, the next name can be typed at once.
              field.current?.focus();
            }}
          >
            {t('games.searchClear')}
          </button>
        )}
      </div>
      {/* Always there, so that a screen reader hears the count change as the player types. */}
      <p role="status" className="hint">
        {searching ? plural('games.searchCount', total, { found }) : ''}
      </p>
    </div>
  );
}
