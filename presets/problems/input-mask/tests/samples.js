// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const PHONE = "(999) 999-9999";

test("sample_phone_as_typed", () => {
  observe(applyMask(PHONE, "555"));
  observe(applyMask(PHONE, "5551234567"));
});

test("sample_pasted_formatted_value", () => {
  observe(applyMask(PHONE, "(555) 123-4567"));
});
