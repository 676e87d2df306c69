import { useInRouterContext } from 'react-router';
import { Link } from '../../components/link';
import { useT } from '../../i18n';

/** The way from an event's editor to its Schedule screen; a plain link where no router is around (a lone editor). */
export function ScheduleLink({ eventId }: { eventId: string }) {
  const t = useT();
  const to = `/admin/schedule?event=${eventId}`;
  const text = t('admin-schedule.openSchedule');
  return <p>{useInRouterContext() ? <Link to={to}>{text}</Link> : <a href={to}>{text}</a>}</p>;
}
