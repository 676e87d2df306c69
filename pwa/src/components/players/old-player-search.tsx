import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, type OldPlayer } from '@pitchside/shared';
import { useEffect, useId, useState } from 'react';
import { searchOldPlayers } from '../../data/players';
import { useT } from '../../i18n';
import { InputField } from '../field';
import { Name } from '../name';

/** Type-ahead over old player profiles: from 2 characters, 300 ms after the last key (spec). */
export function OldPlayerSearch({ selected, onSelect }: { selected: OldPlayer | null; onSelect: (p: OldPlayer | null) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [results, setResults] = useState<OldPlayer[]>([]);
  const [searched, setSearched] = useState(false);
  const listId = useId();

  useEffect(() => {
    const query = text.trim();
    if (query.length < SEARCH_MIN_CHARS) {
      setResults([]);
      setSearched(false);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      searchOldPlayers(query, abort.signal).then(
        (found) => {
          setResults(found);
          setSearched(true);
        },
        () => {
          if (!abort.signal.aborted) setResults([]);
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [text]);

  if (selected) {
    return (
      <div className="old-player-picked">
        <span>
          {t('players.oldSearch.selected', { name: selected.fullName })}
          {selected.team.length > 0 ? <small> · {selected.team.map((x) => x.name).join(', ')}</small> : null}
        </span>
        <button type="button" className="link-button" onClick={() => onSelect(null)}>
          {t('players.oldSearch.change')}
        </button>
      </div>
    );
  }
  return (
    <div className="old-player-search">
      <InputField
        label={t('players.oldSearch.label')}
        type="search"
        value={text}
        placeholder={t('players.oldSearch.placeholder')}
        aria-controls={listId}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
      />
      <ul id={listId} className="old-player-results" role="listbox" aria-label={t('players.oldSearch.label')}>
        {results.map((p) => (
          <li key={p._id} role="option" aria-selected={false}>
            <button type="button" onClick={() => onSelect(p)}>
              <strong>
                <Name>{p.fullName}</Name>
              </strong>
              {p.team.length > 0 ? (
                <small>
                  <Name>{p.team.map((x) => x.name).join(', ')}</Name>
                </small>
              ) : null}
            </button>
          </li>
        ))}
        {searched && results.length === 0 ? <li className="muted">{t('players.oldSearch.none')}</li> : null}
      </ul>
    </div>
  );
}
