import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { operationFromDocument, Supergraph } from '@apollo/federation-internals';
import {
  prettyFormatQueryPlan,
  QueryPlanner,
  type PlanNode,
  type QueryPlan,
  type SubscriptionNode,
} from '@apollo/query-planner';
import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';

const repoRoot = join(__dirname, '../../..');
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

/** The dashboard's one query, as docs/examples/group-stats.mjs sends it. */
const GROUP_DASHBOARD = /const QUERY = `([^`]+)`/.exec(read('docs/examples/group-stats.mjs'))![1]!;

/** The `query GroupDashboard` block of a Markdown document, normalised. */
function documentedQuery(path: string): string {
  const block = /```graphql\n(query GroupDashboard[^`]+)```/.exec(read(path));
  if (!block) throw new Error(`${path} has no GroupDashboard query`);
  return print(parse(block[1]!));
}

/**
 * The plan the gateway runs for it (the planner @apollo/gateway uses, on the committed
 * supergraph): groups first; then schedules and songs side by side (each answers its `Group`
 * fields for the group's reference); then songs once more for the popular songs' `Song` fields.
 */
const EXPECTED_PLAN = `QueryPlan {
  Sequence {
    Fetch(service: "groups") {
      {
        group(id: $groupId) {
          __typename
          id
          name
          memberCount
        }
      }
    },
    Parallel {
      Sequence {
        Flatten(path: "group") {
          Fetch(service: "schedules") {
            {
              ... on Group {
                __typename
                id
              }
            } =>
            {
              ... on Group {
                totalSchedules
                schedulesThisMonth
                popularSongs(period: MONTH, limit: 4) {
                  songId
                  usageCount
                  lastUsed
                  song {
                    __typename
                    id
                  }
                }
              }
            }
          },
        },
        Flatten(path: "group.popularSongs.@.song") {
          Fetch(service: "songs") {
            {
              ... on Song {
                __typename
                id
              }
            } =>
            {
              ... on Song {
                title
                language
                category {
                  id
                  name
                  color
                }
              }
            }
          },
        },
      },
      Flatten(path: "group") {
        Fetch(service: "songs") {
          {
            ... on Group {
              __typename
              id
            }
          } =>
          {
            ... on Group {
              totalSongs
              categoryStats {
                id
                name
                color
                songCount
              }
              languageStats {
                language
                count
              }
            }
          }
        },
      },
    },
  },
}`;

function planOf(query: string): QueryPlan {
  const supergraph = Supergraph.build(read('gateway/supergraph.graphql'));
  return new QueryPlanner(supergraph).buildQueryPlan(
    operationFromDocument(supergraph.schema, parse(query)),
  );
}

/**
 * The subgraph fetches of a plan by level: a fetch's level is how many fetches must finish
 * before it may start (a Sequence's steps wait for each other, a Parallel's do not).
 */
function fetchesByLevel(root: PlanNode | SubscriptionNode): string[][] {
  const levels: string[][] = [];
  const walk = (node: PlanNode | SubscriptionNode, level: number): number => {
    switch (node.kind) {
      case 'Fetch':
        (levels[level] ??= []).push(node.serviceName);
        return level + 1;
      case 'Flatten':
        return walk(node.node, level);
      case 'Sequence':
        return node.nodes.reduce((next, child) => walk(child, next), level);
      case 'Parallel':
        return Math.max(level, ...node.nodes.map((child) => walk(child, level)));
      default:
        throw new Error(`unexpected plan node ${node.kind}`);
    }
  };
  walk(root, 0);
  return levels.map((services) => services.sort());
}

describe('the GroupDashboard query plan', () => {
  it('plans the query of the contract and of docs/graphql.md, which the example sends', () => {
    const sent = print(parse(GROUP_DASHBOARD));
    expect(documentedQuery('docs/insights-api.md')).toBe(sent);
    expect(documentedQuery('docs/graphql.md')).toBe(sent);
  });

  it('is groups → songs ‖ schedules → songs: each subgraph at most once per level', () => {
    const plan = planOf(GROUP_DASHBOARD);
    expect(prettyFormatQueryPlan(plan)).toBe(EXPECTED_PLAN);
    const levels = fetchesByLevel(plan.node!);
    expect(levels).toEqual([['groups'], ['schedules', 'songs'], ['songs']]);
    for (const services of levels) expect(new Set(services).size).toBe(services.length);
  });
});
