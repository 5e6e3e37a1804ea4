// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const post = (id, v = 1) => ({ id, v });
const show = (feed) => feed.items().map((p) => p.id + "@" + p.v);

test("sample_overlapping_pages", () => {
  const feed = createFeed((p) => p.id);
  feed.appendPage([post("a"), post("b"), post("c")]);
  // New posts arrived meanwhile, so page 2 repeats "c" (now edited).
  feed.appendPage([post("c", 2), post("d"), post("e")]);
  observe(show(feed));
});

test("sample_pull_to_refresh", () => {
  const feed = createFeed((p) => p.id);
  feed.appendPage([post("c"), post("d")]);
  feed.prependPage([post("a"), post("b"), post("c", 3)]);
  observe(show(feed));
});
