#!/usr/bin/env node
// Prints a group's CCLI copyright report for a range of service dates from the GraphQL API,
// with one query (docs/usage-and-ccli.md), and the link to CCLI's reporting search.
//
//   BASE_URL=https://worship.example.org API_KEY=wsk_… GROUP_ID=<group id> \
//     FROM=2026-10-01 TO=2026-12-31 node docs/examples/ccli-report.mjs
//
// BASE_URL defaults to http://localhost:3000 (`npm start`). API_KEY is a site admin's key
// (Profile → API keys); it acts as that admin, who must be a member of the group.
// Node.js 18 or later (global fetch); no dependencies. The same report as CSV:
//   curl -H 'accept: text/csv' -H "authorization: Bearer $API_KEY" \
//     "$BASE_URL/api/groups/$GROUP_ID/reports/ccli?from=$FROM&to=$TO"

const QUERY = `query CcliReport($groupId: ID!, $from: String!, $to: String!) {
  group(id: $groupId) {
    id name timeZone
    ccliReport(from: $from, to: $to) {
      songId digitalUses printCopies lastUsed
      song { id title author copyright ccliNumber }
    }
  }
}`;

const { BASE_URL = 'http://localhost:3000', API_KEY, GROUP_ID, FROM, TO } = process.env;

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!API_KEY || !GROUP_ID || !FROM || !TO) {
  fail(
    'Set API_KEY, GROUP_ID, FROM and TO (YYYY-MM-DD), and BASE_URL (default http://localhost:3000).',
  );
}

const response = await fetch(new URL('/graphql', BASE_URL), {
  method: 'POST',
  headers: {
    authorization: `Bearer ${API_KEY}`,
    'content-type': 'application/json',
    accept: 'application/json',
  },
  body: JSON.stringify({ query: QUERY, variables: { groupId: GROUP_ID, from: FROM, to: TO } }),
});
const text = await response.text();
let body;
try {
  body = JSON.parse(text);
} catch {
  fail(`${response.status}: ${text || response.statusText}`);
}
if (body.errors?.length) fail(body.errors.map((error) => error.message).join('\n'));
if (!response.ok) fail(`${response.status}: ${text || response.statusText}`);

const { group } = body.data;
if (!group) fail('Group not found');

const rows = group.ccliReport
  .map((row) => ({ ...row, title: row.song?.title ?? 'Song no longer in the library' }))
  .sort((a, b) => a.title.localeCompare(b.title));
const numbered = rows.filter((row) => row.song?.ccliNumber);
const unnumbered = rows.filter((row) => !row.song?.ccliNumber);
const line = ({ song, title, digitalUses, printCopies, lastUsed }) =>
  `  ${song?.ccliNumber ?? '—'}  ${title}: ${digitalUses} digital, ${printCopies} printed, last ${lastUsed ? lastUsed.slice(0, 10) : 'never'}`;

console.log(
  `${group.name}: CCLI report ${FROM} to ${TO} (times in ${group.timeZone ?? 'the default zone'})`,
);
console.log('Songs to report:');
if (!numbered.length) console.log('  none');
numbered.forEach((row) => console.log(line(row)));
console.log('Songs without a CCLI number (look them up before reporting):');
if (!unnumbered.length) console.log('  none');
unnumbered.forEach((row) => console.log(line(row)));
if (numbered.length) {
  const numbers = [...new Set(numbered.map((row) => row.song.ccliNumber))].join(';');
  console.log(
    `CCLI reporting search: https://reporting.ccli.com/search?s=${encodeURIComponent(numbers)}`,
  );
}
