// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const SIGNUP = {
  email: [{ required: true }, { pattern: /^[^@\s]+@[^@\s]+$/, message: "Not an email" }],
  password: [{ required: true }, { minLength: 8 }],
  confirm: [{ equalsField: "password", message: "Passwords differ" }],
  age: [{ min: 13 }, { max: 120 }],
};

test("sample_signup_errors", () => {
  observe(validateForm({ email: "ann", password: "short", confirm: "shorter", age: 9 }, SIGNUP));
});

test("sample_valid_form", () => {
  observe(validateForm({ email: "ann@example.com", password: "longenough", confirm: "longenough", age: 30 }, SIGNUP));
});
