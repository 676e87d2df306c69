import { userPagePath, type UserResponse } from '@pitchside/shared';
import { useParams } from 'react-router';
import { ProfileView } from '../../components/profile/profile-view';
import { ErrorState, PageLoading } from '../../components/states';
import { NETWORK_STATUS } from '../../data/api';
import { useApi } from '../../data/use-api';
import { apiText, useT } from '../../i18n';
import { useDocumentTitle } from '../../app/use-title';

export default function UserPage() {
  const { userId = '' } = useParams();
  const t = useT();
  const res = useApi<UserResponse>(userPagePath(userId));
  useDocumentTitle([res.data?.user.fullName]);

  if (res.data) {
    return (
      <div className="page">
        <ProfileView profile={res.data.user} teamsTitle={t('profile.teamsPlayedFor')} onChanged={() => void res.refresh()} />
      </div>
    );
  }
  if (res.error) {
    const notFound = res.error.status === 404 || res.error.status === 400;
    const offline = res.error.status === NETWORK_STATUS;
    return (
      <div className="page narrow">
        <ErrorState
          error={
            notFound
              ? { status: 404, message: apiText('userNotFound') }
              : offline
                ? res.error
                : { ...res.error, message: t('profile.loadFailed') }
          }
          onRetry={notFound ? undefined : () => void res.refresh()}
        />
      </div>
    );
  }
  return <PageLoading text={t('profile.loading')} />;
}
