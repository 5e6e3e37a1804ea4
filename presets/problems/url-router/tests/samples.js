// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

function routes(list) {
  const r = new Router();
  for (const [pattern, name] of list) r.add(pattern, name);
  return r;
}

test("sample_params_and_precedence", () => {
  const r = routes([
    ["/users/:id", "user"],
    ["/users/new", "new-user"],
    ["/users/:id/posts/:postId", "post"],
  ]);
  observe(r.match("/users/42"));
  observe(r.match("/users/new"));
  observe(r.match("/users/7/posts/99?ref=home"));
  observe(r.match("/users"));
});

test("sample_wildcard", () => {
  const r = routes([["/files/*", "files"], ["/", "home"]]);
  observe(r.match("/files/docs/a.txt"));
  observe(r.match("/"));
  observe(r.match("/nope"));
});
