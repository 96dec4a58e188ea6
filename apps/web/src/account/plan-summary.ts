import type { PlanInfo } from './account-api';

const count = (value: number): string => value.toLocaleString('en-US');

/** The limits of a plan, one sentence each, for the dashboard's "What your plan includes". */
export function describePlanLimits(plan: Pick<PlanInfo, 'planName' | 'monthlyUnits' | 'requestsPerSecond' | 'burstRequests' | 'burstWindowSeconds' | 'savedPeopleLimit' | 'openStreamsLimit'>): string[] {
  return [
    `${plan.planName}: ${plan.monthlyUnits === null ? 'unlimited units' : `${count(plan.monthlyUnits)} units a month`}`,
    `${count(plan.requestsPerSecond)} requests a second, bursts of ${count(plan.burstRequests)} per ${count(plan.burstWindowSeconds)} s`,
    plan.savedPeopleLimit === null ? 'Saved people: no limit' : `Up to ${count(plan.savedPeopleLimit)} saved people`,
    `${count(plan.openStreamsLimit)} open planetary-position streams at once`,
  ];
}
