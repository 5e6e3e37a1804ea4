// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// Calls the submission with the built-in JSON.parse switched off (restored right after).
function parse(text) {
  const builtin = JSON.parse;
  JSON.parse = () => {
    throw new Error("JSON.parse is not allowed here");
  };
  try {
    return parseJSON(text);
  } finally {
    JSON.parse = builtin;
  }
}

// Observes the parsed value and whether parsing threw.
function check(text) {
  let threw = false;
  let value;
  try {
    value = parse(text);
  } catch (e) {
    threw = true;
  }
  observe(threw ? "threw" : value);
}

test("sample_values", () => {
  check('{"name": "mashang", "tags": ["a", "b"], "stars": 42, "ok": true, "next": null}');
  check("  [1, -2.5, 3e2]  ");
});

test("sample_errors", () => {
  check("[1, 2,]");
  check('{"a" 1}');
});
