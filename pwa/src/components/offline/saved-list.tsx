import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from '../link';
import { db } from '../../data/db';
import { useT } from '../../i18n';
import { ageText, useNow } from './age';
import './offline.css';
import { Name } from '../name';

/**
 * On a page never saved on this device, offline: what is available instead. Each saved edition
 * opens whole (every game, team and player in it), so the list links to them.
 */
export default function SavedList() {
  const t = useT();
  const now = useNow();
  const saved = useLiveQuery(() => db.savedEvents.orderBy('savedAt').reverse().toArray(), []);
  if (!saved) return null;
  return (
    <div className="saved-list">
      <p>{t('saved.available.detail')}</p>
      {saved.length === 0 ? (
        <p>{t('saved.available.none')}</p>
      ) : (
        <>
          <h2 className="saved-list__title">{t('saved.available.title')}</h2>
          <ul>
            {saved.map((s) => (
              <li key={s.eventId}>
                <Link to={`/events/${s.slug}?edition=${s.edition}`}>
                  <Name>{s.name}</Name>
                </Link>{' '}
                <span className="saved-list__age">{t('saved.updated', { age: ageText(t, s.savedAt, now) })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
