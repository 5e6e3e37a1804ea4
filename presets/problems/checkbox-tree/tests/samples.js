// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const leaf = (id, extra = {}) => ({ id, ...extra });
const branch = (id, children, extra = {}) => ({ id, children, ...extra });

function states(tree, ids) {
  return ids.map((id) => id + ":" + tree.state(id));
}

const FOOD = () => [
  branch("food", [
    branch("fruit", [leaf("apple"), leaf("pear")]),
    branch("veg", [leaf("kale"), leaf("leek"), leaf("okra")]),
  ]),
];
const FOOD_IDS = ["food", "fruit", "apple", "pear", "veg", "kale", "leek", "okra"];

test("sample_leaf_makes_parents_indeterminate", () => {
  const t = createCheckboxTree(FOOD());
  t.toggle("apple");
  observe(states(t, FOOD_IDS));
  t.toggle("pear");
  observe(states(t, FOOD_IDS));
  observe(t.checkedLeaves());
});

test("sample_parent_toggles_its_subtree", () => {
  const t = createCheckboxTree(FOOD());
  t.toggle("veg");
  observe(states(t, FOOD_IDS));
  t.toggle("veg");
  observe(t.checkedLeaves());
});
