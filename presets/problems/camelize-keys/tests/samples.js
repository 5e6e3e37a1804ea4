// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_nested_response", () => {
  observe(camelizeKeys({ user_id: 1, display_name: "Ann", last_login: { ip_address: "10.0.0.1" } }));
});

test("sample_arrays_and_kebab", () => {
  observe(camelizeKeys({ "order-items": [{ unit_price: 3 }, { unit_price: 4 }] }));
});
