//! Submission languages: ids shared with the sandbox's language table, file extensions and aliases.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    Python,
    JavaScript,
    Rust,
    Cpp,
    Java,
    Go,
}

impl Lang {
    pub const ALL: [Lang; 6] =
        [Lang::Python, Lang::JavaScript, Lang::Rust, Lang::Cpp, Lang::Java, Lang::Go];

    /// The sandbox language id.
    pub fn id(self) -> &'static str {
        match self {
            Lang::Python => "python",
            Lang::JavaScript => "javascript",
            Lang::Rust => "rust",
            Lang::Cpp => "cpp",
            Lang::Java => "java",
            Lang::Go => "go",
        }
    }

    pub fn ext(self) -> &'static str {
        match self {
            Lang::Python => "py",
            Lang::JavaScript => "js",
            Lang::Rust => "rs",
            Lang::Cpp => "cpp",
            Lang::Java => "java",
            Lang::Go => "go",
        }
    }

    pub fn from_ext(ext: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.ext() == ext).or(match ext {
            "cc" | "cxx" => Some(Lang::Cpp),
            "mjs" => Some(Lang::JavaScript),
            _ => None,
        })
    }

    /// Whether names follow snake_case (Python, Rust) rather than camelCase.
    pub fn snake_case(self) -> bool {
        matches!(self, Lang::Python | Lang::Rust)
    }

    /// A snake_case name in this language's convention (`two_sum` → `twoSum` in JS/Java/C++/Go).
    pub fn ident(self, snake: &str) -> String {
        if self.snake_case() { snake.to_string() } else { camel(snake) }
    }
}

/// `two_sum` → `twoSum`.
pub fn camel(snake: &str) -> String {
    let mut out = String::with_capacity(snake.len());
    let mut upper = false;
    for c in snake.chars() {
        if c == '_' && !out.is_empty() {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A language name or extension that names no [`Lang`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown language `{0}` (python, javascript, rust, cpp, java, go)")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        let s = s.to_ascii_lowercase();
        Lang::ALL
            .into_iter()
            .find(|l| l.id() == s || l.ext() == s)
            .or(match s.as_str() {
                "python3" => Some(Lang::Python),
                "js" | "node" => Some(Lang::JavaScript),
                "c++" | "cxx" => Some(Lang::Cpp),
                "golang" => Some(Lang::Go),
                _ => None,
            })
            .ok_or(UnknownLang(s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_each_language_convention() {
        assert_eq!(Lang::Python.ident("two_sum"), "two_sum");
        assert_eq!(Lang::Java.ident("two_sum"), "twoSum");
        assert_eq!(Lang::Go.ident("add_at_head"), "addAtHead");
        assert_eq!("c++".parse::<Lang>().unwrap(), Lang::Cpp);
        assert!("cobol".parse::<Lang>().is_err());
    }
}
