/** `/results/survey/:surveyId/responses/:id` (spec 001 §2 "Single response"). */
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LockedButton } from '../../upgrade/Locked';
import { useUpgrade } from '../../upgrade/UpgradeContext';
import { useTier } from '../../upgrade/useTier';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { resultsAccess } from '../access';
import { AnswersCard } from './AnswersCard';
import { useAllResponses } from './api';
import { DetailsCard } from './DetailsCard';
import { newestFirst } from './order';
import { ResponseNavigator } from './ResponseNavigator';
import { RESPONSES_PATHS, RESPONSES_STRINGS as S } from './strings';
import './responses.css';

/** Free users have no link here; one who arrives anyway is told it needs Pro, with the upgrade prompt. */
function NeedsPro() {
  const { openUpgrade } = useUpgrade();
  useEffect(() => {
    openUpgrade({ feature: S.single.upgradeFeature });
  }, [openUpgrade]);
  return (
    <div className="inline-notice rr-needs-pro">
      <p>{S.single.needsPro}</p>
      <LockedButton feature={S.single.upgradeFeature}>{S.single.upgrade}</LockedButton>
    </div>
  );
}

export default function ResponseScreen() {
  const params = useParams();
  const surveyId = Number(params.surveyId);
  const id = Number(params.id);
  const navigate = useNavigate();
  const tier = useTier();
  const manages = tier !== null && resultsAccess(tier).proLicensed;
  const all = useAllResponses(surveyId, { enabled: manages });
  const ordered = useMemo(() => newestFirst(all.data?.items ?? []), [all.data]);
  const index = ordered.findIndex((r) => r.id === id);
  const response = ordered[index];

  let body;
  if (tier && !manages) body = <NeedsPro />;
  else if (all.error) body = <ErrorMessage error={all.error} />;
  else if (!all.data) body = <p role="status" className="loading">{S.loading}</p>;
  else if (!response) body = <p className="list-empty">{S.single.notFound}</p>;
  else
    body = (
      <>
        <ResponseNavigator
          index={index}
          total={ordered.length}
          onGo={(to) => {
            const target = ordered[to];
            if (target) navigate(RESPONSES_PATHS.response(surveyId, target.id));
          }}
        />
        <div className="rr-single">
          <AnswersCard questions={all.data.survey.questions} response={response} />
          <DetailsCard response={response} />
        </div>
      </>
    );

  return (
    <div className="rr-screen">
      <title>{`${S.responseTitle(id)} ‹ Hearken`}</title>
      <Link to={RESPONSES_PATHS.responses(surveyId)} className="rr-back">
        {S.single.backToAll}
      </Link>
      <h1>{S.responseTitle(id)}</h1>
      {body}
    </div>
  );
}
