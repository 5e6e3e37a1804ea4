//! Unit tests of the fingerprints: what normalisation ignores, what winnowing keeps, the stored
//! form, the cap, and hash values pinned so a stored set stays comparable across releases.

use super::*;

const TWO_SUM: &str = "def two_sum(nums, target):\n    seen = {}  # value -> index\n    for i, x in enumerate(nums):\n        if target - x in seen:\n            return [seen[target - x], i]\n        seen[x] = i\n    return []\n";

#[test]
fn renamed_and_reformatted_copies_have_the_same_fingerprints() {
    let b = "def two_sum(arr,t):\n  # copied\n  m={}\n  for j,v in enumerate(arr):\n    if t-v in m: return [m[t-v],j]\n    m[v]=j\n  return []\n";
    let (a, b) = (Fingerprint::of(TWO_SUM, Lang::Python), Fingerprint::of(b, Lang::Python));
    assert!(!a.is_empty());
    assert_eq!(a, b);
    assert!(a.looks_copied(&b));
}

#[test]
fn one_dead_line_no_longer_hides_a_copy() {
    let dead = TWO_SUM.replace("    seen = {}", "    unused = 0\n    seen = {}");
    let (a, b) = (Fingerprint::of(TWO_SUM, Lang::Python), Fingerprint::of(&dead, Lang::Python));
    assert_ne!(a, b, "the dead line changes the set");
    assert!(a.looks_copied(&b), "similarity {:.2}", a.similarity(&b));
}

#[test]
fn a_different_algorithm_is_not_flagged() {
    let brute = "def two_sum(nums, target):\n    for i in range(len(nums)):\n        for j in range(i + 1, len(nums)):\n            if nums[i] + nums[j] == target:\n                return [i, j]\n    return []\n";
    let (a, b) = (Fingerprint::of(TWO_SUM, Lang::Python), Fingerprint::of(brute, Lang::Python));
    assert!(!a.looks_copied(&b), "similarity {:.2}", a.similarity(&b));
}

#[test]
fn comments_literals_braces_and_semicolons_do_not_matter_in_c_like_languages() {
    let a = "#include <vector>\nint f(int x) { /* hi */ if (x > 0) { return x + 1; } return 0; } // end";
    let b = "int g(int y){if(y>0)return y+42;return 7;}";
    assert_eq!(Fingerprint::of(a, Lang::Cpp), Fingerprint::of(b, Lang::Cpp));
}

#[test]
fn docstrings_are_comments_but_other_strings_are_tokens() {
    let a = "def f(x):\n    \"\"\"Doc.\"\"\"\n    return x + 'a'\n";
    let b = "def f(x):\n    return x + 'b'\n";
    assert_eq!(tokens::normalise(a, Lang::Python), tokens::normalise(b, Lang::Python));
    assert_eq!(
        tokens::normalise(b, Lang::Python),
        ["def", "I", "(", "I", ")", ":", "return", "I", "+", "S"]
    );
}

#[test]
fn member_names_keep_their_spelling_and_std_prefixes_are_dropped() {
    let t = tokens::normalise("std::vector<int> v; v.push_back(n);", Lang::Cpp);
    assert_eq!(t, ["vector", "<", "int", ">", "I", "I", ".", "push_back", "(", "I", ")"]);
}

#[test]
fn the_same_code_in_two_languages_shares_no_fingerprint() {
    let code = "x = y + 1";
    let (py, js) = (Fingerprint::of(code, Lang::Python), Fingerprint::of(code, Lang::JavaScript));
    assert!(!py.is_empty() && py.shared(&js) == 0);
}

#[test]
fn the_starter_code_is_no_evidence() {
    let starter = "def two_sum(nums, target):\n    pass\n";
    let (a, s) = (Fingerprint::of(TWO_SUM, Lang::Python), Fingerprint::of(starter, Lang::Python));
    let left = a.without(&s);
    assert!(left.len() < a.len() && left.shared(&s) == 0);
}

#[test]
fn the_stored_form_reads_back_and_a_damaged_one_is_refused() {
    let a = Fingerprint::of(TWO_SUM, Lang::Python);
    let text = a.to_hex();
    assert_eq!(text.len(), 16 * a.len());
    assert_eq!(Fingerprint::from_hex(&text), Ok(a.clone()));
    assert_eq!(Fingerprint::from_hex(&text[1..]), Err(BadFingerprint::Length(text.len() - 1)));
    let bad = format!("{}zz", &text[2..]);
    assert!(matches!(Fingerprint::from_hex(&bad), Err(BadFingerprint::Digits(_))));
    let big = "0".repeat(16 * (MAX_HASHES + 1));
    assert_eq!(Fingerprint::from_hex(&big), Err(BadFingerprint::TooMany(MAX_HASHES + 1)));
    assert_eq!(Fingerprint::from_hex(""), Ok(Fingerprint::default()));
}

#[test]
fn a_huge_submission_keeps_at_most_the_cap_of_smallest_hashes() {
    let code: String = (0..3000).map(|i| format!("x{i} = y[{i}] * z.f{i}(w)\n")).collect();
    let fp = Fingerprint::of(&code, Lang::Python);
    assert_eq!(fp.len(), MAX_HASHES);
    // The smallest hashes: a copy with one more line keeps (nearly) the same sample.
    let more = format!("{code}q = 1\n");
    assert!(fp.looks_copied(&Fingerprint::of(&more, Lang::Python)));
}

#[test]
fn winnowing_keeps_the_rightmost_minimum_of_each_window_once() {
    assert_eq!(winnow(&[5, 3, 4, 3, 9, 8, 7], 3), vec![3, 3, 7]);
    assert_eq!(winnow(&[4, 2], 4), vec![2], "fewer hashes than a window are one window");
    assert!(winnow(&[], 4).is_empty());
}

/// Stored sets are compared with sets computed by later releases: these values must not change
/// without bumping `SCHEME`.
#[test]
fn hash_values_are_pinned() {
    let toks: Vec<String> = ["def", "I", "(", "I", ")"].iter().map(|s| s.to_string()).collect();
    assert_eq!(kgram_hashes(&toks, Lang::Python, K), PINNED_GRAMS);
    assert_eq!(fnv1a(FNV_OFFSET, b"a"), 0xaf63_dc4c_8601_ec8c, "FNV-1a 64 of \"a\"");
    assert_eq!((SCHEME, K, W), (1, 4, 2), "changing k or w changes every stored set");
}

const PINNED_GRAMS: [u64; 2] = [7_414_905_944_362_402_784, 16_444_903_611_097_755_904];
