// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const PEOPLE = [
  { id: 1, name: "bob", age: 31, city: "Oslo" },
  { id: 2, name: "Ann", age: 25, city: "Lima" },
  { id: 3, name: "cid", age: 31, city: null },
  { id: 4, name: "dee", age: 25, city: "oslo" },
  { id: 5, name: "Eve", age: undefined, city: "Lima" },
];
const ids = (rows) => rows.map((r) => r.id);

test("sample_one_key", () => {
  observe(ids(sortRows(PEOPLE, [{ key: "name" }])));
  observe(ids(sortRows(PEOPLE, [{ key: "age", dir: "desc" }])));
});

test("sample_two_keys", () => {
  observe(ids(sortRows(PEOPLE, [{ key: "age" }, { key: "name", dir: "desc" }])));
});
