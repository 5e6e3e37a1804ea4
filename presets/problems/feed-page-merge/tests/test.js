// Hidden tests.
test("duplicates_inside_a_page", () => {
  const feed = createFeed((p) => p.id);
  feed.appendPage([post("x", 1), post("y", 1), post("x", 2)]);
  observe(show(feed));
  feed.prependPage([post("n", 1), post("m", 1), post("n", 2), post("y", 5)]);
  observe(show(feed));
  observe(feed.size());
});

test("existing_items_stay_in_place", () => {
  const feed = createFeed((p) => p.id);
  feed.appendPage([post(1), post(2), post(3), post(4)]);
  feed.appendPage([post(2, 9), post(5)]);
  feed.prependPage([post(4, 7), post(0)]);
  observe(show(feed));
});

test("prepend_keeps_page_order", () => {
  const feed = createFeed((p) => p.id);
  feed.prependPage([post("p"), post("q")]);
  feed.prependPage([post("l"), post("m"), post("n")]);
  feed.prependPage([]);
  observe(show(feed));
});

test("remove_and_reinsert", () => {
  const feed = createFeed((p) => p.id);
  feed.appendPage([post("a"), post("b"), post("c")]);
  observe(feed.remove("b"));
  observe(feed.remove("b"));
  observe(feed.remove("zzz"));
  observe(show(feed));
  feed.appendPage([post("b", 2)]);
  feed.prependPage([post("a", 3)]);
  observe(show(feed));
  observe(feed.size());
});

test("ids_compare_like_map_keys", () => {
  const feed = createFeed((p) => p.key);
  feed.appendPage([{ key: 1, v: "n" }, { key: "1", v: "s" }, { key: NaN, v: "nan" }]);
  feed.appendPage([{ key: NaN, v: "nan2" }, { key: 1, v: "n2" }]);
  observe(feed.items());
});

test("items_returns_a_copy_of_the_latest_objects", () => {
  const feed = createFeed((p) => p.id);
  const first = post("a", 1);
  const second = post("a", 2);
  feed.appendPage([first]);
  feed.appendPage([second]);
  const list = feed.items();
  observe(list[0] === second);
  list.push(post("zzz"));
  observe(feed.size());
});

test("empty_feed", () => {
  const feed = createFeed((p) => p.id);
  observe([feed.items(), feed.size(), feed.remove("a")]);
  feed.appendPage([]);
  observe(feed.items());
});

test("feeds_are_independent", () => {
  const a = createFeed((p) => p.id);
  const b = createFeed((p) => p.id);
  a.appendPage([post(1)]);
  b.appendPage([post(2)]);
  observe([show(a), show(b)]);
});

test("many_pages", () => {
  const feed = createFeed((p) => p.id);
  for (let page = 0; page < 2000; page++) {
    const items = [];
    for (let k = 0; k < 20; k++) items.push(post(page * 15 + k, page));
    feed.appendPage(items);
  }
  for (let page = 1; page <= 200; page++) feed.prependPage([post(-page, 0), post(page * 3, 99)]);
  const list = show(feed);
  observe([feed.size(), list.slice(0, 4), list.slice(-3), list[200 + 3]]);
});
