import { ShareActions } from '../share/share-actions';
import { FollowStar } from './saved-for-offline';

/** The team page's star, in its own chunk like the event page's offline line. */
export default function FollowTeam({
  teamId,
  name,
  eventId,
  eventName,
}: {
  teamId: string;
  name: string;
  eventId: string;
  eventName: string;
}) {
  return (
    <span className="saved-offline__actions">
      <ShareActions calendarPath={`/api/teams/${teamId}/calendar.ics`} />
      <FollowStar
        followKey={`team:${teamId}`}
        kind="team"
        eventId={eventId}
        label={name}
        eventName={eventName}
        calendarPath={`/api/teams/${teamId}/calendar.ics`}
      />
    </span>
  );
}
