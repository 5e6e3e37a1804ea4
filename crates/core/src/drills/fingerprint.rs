//! Copy detection: a fingerprint of a solution that ignores comments, whitespace, identifier names
//! and literal values, so renaming variables or reformatting does not hide a copy. Equal
//! fingerprints inside one group are flagged to the group's admins only.

use sha2::{Digest, Sha256};

use mashang_judge::problem::Lang;

/// Words kept as they are (keywords and common builtins); every other identifier becomes `I`.
const KEYWORDS: &[&str] = &[
    "and", "as", "assert", "async", "await", "break", "case", "catch", "class", "const",
    "continue", "def", "default", "del", "do", "elif", "else", "enum", "except", "extends",
    "false", "False", "finally", "fn", "for", "from", "func", "function", "go", "if", "impl",
    "import", "in", "is", "lambda", "let", "loop", "match", "mut", "new", "nil", "None", "not",
    "null", "or", "package", "pass", "pub", "raise", "range", "return", "self", "static", "struct",
    "switch", "this", "throw", "true", "True", "try", "type", "var", "while", "with", "yield",
    "int", "long", "bool", "string", "void", "len", "append", "push", "pop", "map", "vec", "Vec",
    "HashMap", "dict", "list", "set",
];

/// Tokens of `code` with comments and whitespace dropped and names/literals normalised.
pub(crate) fn normalise(code: &str, lang: Lang) -> Vec<String> {
    let hash_comments = matches!(lang, Lang::Python);
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c.is_whitespace() {
            i += 1;
        } else if (hash_comments && c == '#') || (!hash_comments && c == '/' && next == Some('/')) {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if !hash_comments && c == '/' && next == Some('*') {
            i += 2;
            while i < chars.len() && !(chars[i] == '*' && chars.get(i + 1) == Some(&'/')) {
                i += 1;
            }
            i += 2;
        } else if c == '"' || c == '\'' || c == '`' {
            // A string literal (Python docstrings included): its content does not matter.
            let triple = hash_comments && next == Some(c) && chars.get(i + 2) == Some(&c);
            i += if triple { 3 } else { 1 };
            while i < chars.len() {
                if chars[i] == '\\' {
                    i += 2;
                    continue;
                }
                if chars[i] == c
                    && (!triple || (chars.get(i + 1) == Some(&c) && chars.get(i + 2) == Some(&c)))
                {
                    i += if triple { 3 } else { 1 };
                    break;
                }
                i += 1;
            }
            out.push("S".into());
        } else if c.is_ascii_digit() {
            while i < chars.len()
                && (chars[i].is_alphanumeric() || chars[i] == '.' || chars[i] == '_')
            {
                i += 1;
            }
            out.push("N".into());
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            out.push(if KEYWORDS.contains(&word.as_str()) { word } else { "I".into() });
        } else {
            out.push(c.to_string());
            i += 1;
        }
    }
    out
}

/// The fingerprint: a hex SHA-256 of the normalised tokens (language included).
pub(crate) fn fingerprint(code: &str, lang: Lang) -> String {
    let tokens = normalise(code, lang);
    let mut h = Sha256::new();
    h.update(lang.id().as_bytes());
    for t in tokens {
        h.update(t.as_bytes());
        h.update([0u8]);
    }
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renamed_and_reformatted_copies_share_a_fingerprint() {
        let a = "def two_sum(nums, target):\n    seen = {}  # value -> index\n    for i, x in enumerate(nums):\n        if target - x in seen:\n            return [seen[target - x], i]\n        seen[x] = i\n";
        let b = "def two_sum(arr,t):\n  # copied\n  m={}\n  for j,v in enumerate(arr):\n    if t-v in m: return [m[t-v],j]\n    m[v]=j\n";
        assert_eq!(fingerprint(a, Lang::Python), fingerprint(b, Lang::Python));
        let different = "def two_sum(nums, target):\n    for i in range(len(nums)):\n        for j in range(i + 1, len(nums)):\n            if nums[i] + nums[j] == target:\n                return [i, j]\n";
        assert_ne!(fingerprint(a, Lang::Python), fingerprint(different, Lang::Python));
    }

    #[test]
    fn comments_and_literals_do_not_matter_in_c_like_languages() {
        let a = "int f(int x) { /* hi */ return x + 1; } // end";
        let b = "int g(int y){return y+42;}";
        assert_eq!(fingerprint(a, Lang::Cpp), fingerprint(b, Lang::Cpp));
    }
}
