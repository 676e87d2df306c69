import type { UserResponse } from '@pitchside/shared';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import { LoginPrompt } from '../../components/login-prompt';
import { ProfileView, type ProfileData } from '../../components/profile/profile-view';
import { useApi } from '../../data/use-api';
import { useT } from '../../i18n';
import { useDocumentTitle } from '../../app/use-title';

export default function ProfilePage() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const t = useT();
  useDocumentTitle([user?.fullName]);
  const res = useApi<UserResponse>(user ? `/api/users/${user.id}` : null);

  if (!user) return <LoginPrompt text={t('profile.loginPrompt')} />;

  // Offline on a device that never loaded the full profile, the stored session user still fills the page.
  const profile: ProfileData = res.data?.user ?? {
    id: user.id,
    fullName: user.fullName,
    userRole: user.userRole,
    type: user.type as ProfileData['type'],
    playerId: user.playerId,
    email: user.email,
  };

  return (
    <div className="page">
      <ProfileView
        profile={profile}
        own
        onChanged={() => void res.refresh()}
        teamsTitle={t('profile.myTeams')}
        actions={
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              void logout();
              navigate('/');
            }}
          >
            {t('profile.logout')}
          </button>
        }
      />
    </div>
  );
}
