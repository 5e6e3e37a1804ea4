// Hidden tests; routes comes from samples.js.
test("add_is_chainable", () => {
  const r = new Router();
  observe(r.add("/a", "a") === r);
  observe(r.add("/b", "b").add("/c", "c").match("/c"));
});

test("registration_order_does_not_matter", () => {
  const a = routes([["/users/:id", "user"], ["/users/me", "me"]]);
  const b = routes([["/users/me", "me"], ["/users/:id", "user"]]);
  observe([a.match("/users/me"), b.match("/users/me"), a.match("/users/you"), b.match("/users/you")]);
});

test("static_dead_end_falls_back_to_param", () => {
  const r = routes([
    ["/shop/sale/today", "today"],
    ["/shop/:category/:item", "item"],
  ]);
  observe(r.match("/shop/sale/today"));
  observe(r.match("/shop/sale/shoes"));
  observe(r.match("/shop/sale"));
});

test("param_dead_end_falls_back_to_wildcard", () => {
  const r = routes([
    ["/docs/:section/intro", "intro"],
    ["/docs/*", "docs"],
  ]);
  observe(r.match("/docs/guide/intro"));
  observe(r.match("/docs/guide/setup"));
  observe(r.match("/docs/guide"));
  observe(r.match("/docs"));
});

test("precedence_is_decided_at_the_first_differing_segment", () => {
  const r = routes([
    ["/a/:x/c", "param-then-static"],
    ["/a/b/:y", "static-then-param"],
  ]);
  observe(r.match("/a/b/c"));
  observe(r.match("/a/z/c"));
  observe(r.match("/a/b/z"));
});

test("wildcard_captures_the_rest", () => {
  const r = routes([["/assets/*", "assets"], ["/*", "fallback"], ["/api/:v/*", "api"]]);
  observe(r.match("/assets"));
  observe(r.match("/assets/"));
  observe(r.match("/assets/img/logo.png"));
  observe(r.match("/anything/else/here"));
  observe(r.match("/api/v2/users/1"));
  observe(r.match("/api/v2"));
});

test("trailing_slash_query_and_hash", () => {
  const r = routes([["/users/:id", "user"], ["/about", "about"]]);
  observe(r.match("/users/5/"));
  observe(r.match("/about/"));
  observe(r.match("/about?x=1/2"));
  observe(r.match("/about#team"));
  observe(r.match("/users/5?tab=a#top"));
});

test("params_are_decoded", () => {
  const r = routes([["/search/:term", "search"], ["/tag/:t/*", "tag"]]);
  observe(r.match("/search/hello%20world"));
  observe(r.match("/search/%E4%B8%AD%E6%96%87"));
  observe(r.match("/tag/a%2Fb/x%20y/z"));
});

test("segments_must_match_exactly", () => {
  const r = routes([["/users", "users"], ["/users/:id/edit", "edit"]]);
  observe(r.match("/user"));
  observe(r.match("/users/1/edit/more"));
  observe(r.match("/Users"));
  observe(r.match("/users/1/edit"));
});

test("root_and_empty_router", () => {
  observe(new Router().match("/"));
  const r = routes([["/:page", "page"]]);
  observe(r.match("/"));
  observe(r.match("/home"));
});

test("same_param_position_different_names", () => {
  const r = routes([
    ["/orgs/:org/repos", "repos"],
    ["/orgs/:name/members", "members"],
  ]);
  observe(r.match("/orgs/acme/repos"));
  observe(r.match("/orgs/acme/members"));
});

test("many_routes", () => {
  const r = new Router();
  for (let i = 0; i < 2000; i++) r.add(`/section${i % 50}/page${i}/:id`, "route" + i);
  r.add("/section7/:page/special", "special");
  observe(r.match("/section7/page1007/abc"));
  observe(r.match("/section7/page1007/special"));
  observe(r.match("/section7/page1999/x"));
  observe(r.match("/section49/page1999/x"));
});

test("a_wildcard_matches_zero_segments_as_an_empty_rest", () => {
  const r = routes([["/files/*", "files"]]);
  observe([r.match("/files"), r.match("/files/"), r.match("/files/a"), r.match("/files/*")]);
});

test("a_parameter_before_a_wildcard_needs_its_segment", () => {
  const r = routes([["/users/:id/*", "deep"]]);
  observe([r.match("/users"), r.match("/users/7"), r.match("/users/7/a/b")]);
});

test("parameters_of_an_abandoned_branch_are_forgotten", () => {
  const r = routes([["/a/b/:x/z", "one"], ["/a/:y/:w", "two"]]);
  observe(r.match("/a/b/c"));
});
