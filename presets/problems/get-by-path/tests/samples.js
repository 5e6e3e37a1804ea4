// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const data = {
  user: { name: "Ada", tags: ["math", "code"], address: null, score: 0, active: false, nick: "" },
  list: [{ id: 1 }, { id: 2, items: [[10, 20], [30]] }],
};

test("sample_paths", () => {
  observe(get(data, "user.name"));
  observe(get(data, "list[1].items[0][1]"));
  observe(get(data, ["user", "tags", 0]));
  observe(get(data, "user.phone", "n/a"));
});
