#!/usr/bin/env node
// Prints a group's statistics from the GraphQL API, with one query (docs/graphql.md).
//
//   BASE_URL=https://worship.example.org API_KEY=wsk_… GROUP_ID=<group id> \
//     node docs/examples/group-stats.mjs
//
// BASE_URL defaults to http://localhost:3000 (`npm start`). API_KEY is a site admin's key
// (Profile → API keys); it acts as that admin, who must be a member of the group.
// Node.js 18 or later (global fetch); no dependencies.

const QUERY = `query GroupDashboard($groupId: ID!) {
  group(id: $groupId) {
    id name memberCount
    totalSongs totalSchedules schedulesThisMonth
    popularSongs(period: MONTH, limit: 4) {
      songId usageCount lastUsed
      song { id title language category { id name color } }
    }
    categoryStats { id name color songCount }
    languageStats { language count }
  }
}`;

const { BASE_URL = 'http://localhost:3000', API_KEY, GROUP_ID } = process.env;

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!API_KEY || !GROUP_ID) {
  fail('Set API_KEY and GROUP_ID (and BASE_URL, default http://localhost:3000).');
}

const response = await fetch(new URL('/graphql', BASE_URL), {
  method: 'POST',
  headers: {
    authorization: `Bearer ${API_KEY}`,
    'content-type': 'application/json',
    accept: 'application/json',
  },
  body: JSON.stringify({ query: QUERY, variables: { groupId: GROUP_ID } }),
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

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
const day = (iso) => (iso ? iso.slice(0, 10) : 'never');

console.log(`${group.name} (${group.id})`);
console.log(`  Members: ${group.memberCount}`);
console.log(`  Songs: ${group.totalSongs}`);
console.log(`  Schedules: ${group.totalSchedules} (${group.schedulesThisMonth} this month)`);

console.log('Popular songs this month:');
// A song the key's user may not see comes back as null: it is left out.
const popular = group.popularSongs.filter((entry) => entry.song);
if (!popular.length) console.log('  none yet');
popular.forEach(({ song, usageCount, lastUsed }, index) => {
  const category = song.category?.name ?? 'Uncategorized';
  console.log(
    `  ${index + 1}. ${song.title} (${song.language}, ${category}): ${plural(usageCount, 'use')}, last ${day(lastUsed)}`,
  );
});

console.log('Categories:');
if (!group.categoryStats.length) console.log('  none yet');
for (const { name, songCount } of group.categoryStats) {
  console.log(`  ${name}: ${plural(songCount, 'song')}`);
}

console.log('Languages:');
if (!group.languageStats.length) console.log('  none yet');
for (const { language, count } of group.languageStats) console.log(`  ${language}: ${count}`);
