import type { GamePitch } from '@pitchside/shared';
import { Name } from '../name';
import './schedule.css';

/** Where a game is played: the pitch's short code as on the signs at the venue, then the venue. */
export function PitchTag({ pitch, venue = true }: { pitch: GamePitch; venue?: boolean }) {
  return (
    <span className="pitch-tag">
      <Name className="pitch-tag__code" title={pitch.name}>
        {pitch.code}
      </Name>
      {venue ? <Name className="pitch-tag__venue">{pitch.venue.name}</Name> : null}
    </span>
  );
}
