import { StatCards } from '../lib/stat-cards';
import { useGroupDashboard } from './use-group-dashboard';

/**
 * The dashboard's stats row (spec §2), exposed as `./dashboard-stats`: the selected group's
 * Total Songs, Total Schedules, Group Members and This Month.
 */
export default function DashboardStats() {
  const { group, loading } = useGroupDashboard();
  return <StatCards group={group} loading={loading} />;
}
