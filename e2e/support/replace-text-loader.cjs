// A webpack loader for the independent-deploy test (tests/distributed-topology.e2e.ts): builds a
// remote with one visible change without touching its sources, by replacing a string literal in
// the modules it is applied to.
module.exports = function replaceText(source) {
  const { from, to } = this.getOptions();
  return source.split(from).join(to);
};
