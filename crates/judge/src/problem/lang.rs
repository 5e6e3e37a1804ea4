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
    C,
    Cpp,
    Java,
    Go,
}

/// What the project knows of one language. Adding a language is one row in [`Lang::info`] (and
/// [`Lang::ALL`]) plus its harness (judge/harness, starter) and its runtime in the sandbox's
/// language table; menus, fence tags, file extensions and `/lang` all derive from this.
struct Info {
    /// The sandbox's language id (also the serde name and what menus show).
    id: &'static str,
    /// The usual file extension.
    ext: &'static str,
    /// Other names people use in fence tags, `/lang` and file names (lowercase).
    aliases: &'static [&'static str],
    /// Whether names follow snake_case (Python, Rust, C) rather than camelCase.
    snake_case: bool,
    /// Whether the judge has a driver for typed function and design problems; a language
    /// without one is judged on stdin/stdout problems only.
    typed: bool,
    /// Whether programs are compiled (and so have a compile error to explain).
    compiled: bool,
    /// Whether its driver records observations, so code tests can be judged in it (the expected
    /// observations come from the reference in the same language).
    observes: bool,
    /// CPU a run may spend starting up (runtime, class loading, JIT), on top of the tests' limits.
    startup_ms: u64,
    /// Memory the runtime needs on top of the problem's limit (interpreter, VM, JIT heaps).
    runtime_mb: u64,
    /// How much more CPU than the program's own (untrusted) call time an honest probe exchange
    /// uses: measured per language (docs/performance.md, "Probe allowance per language").
    probe: ProbeAllowance,
}

/// What an honest dialogue exchange costs beyond the timed call, as the judge allows it: reading
/// and converting the request, writing the reply, the loop, and for runtimes with helper threads
/// (GC, JIT, which the sandbox's CPU counts and the call's thread clock does not) a share of the
/// call. Sized ~3× the worst honest exchange measured on the bank's probe problems: a program
/// that under-reports its own time can hide no more work than this, and a constant factor does
/// not change a growth exponent.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct ProbeAllowance {
    /// A constant per exchange (ms).
    pub slack_ms: f64,
    /// Per byte of request and reply (ns).
    pub ns_per_byte: f64,
    /// The share of the call's own time spent on other threads.
    pub call_share: f64,
}

impl Lang {
    /// Every language, in menu order.
    pub const ALL: [Lang; 7] =
        [Lang::Python, Lang::JavaScript, Lang::Rust, Lang::C, Lang::Cpp, Lang::Java, Lang::Go];

    /// The ids of [`Lang::ALL`], in the same order.
    pub const IDS: [&'static str; 7] = {
        let mut ids = [""; 7];
        let mut i = 0;
        while i < ids.len() {
            ids[i] = Lang::ALL[i].info().id;
            i += 1;
        }
        ids
    };

    /// The one row of facts per language: a match with no `_` arm and a struct literal, so a new
    /// language without its row, or a row without one of the facts, does not compile.
    const fn info(self) -> Info {
        match self {
            Lang::Python => Info {
                id: "python",
                ext: "py",
                aliases: &["python3", "py3"],
                snake_case: true,
                typed: true,
                compiled: false,
                observes: true,
                startup_ms: 1_500,
                runtime_mb: 256,
                // Measured: worst 131 ns/byte (nested lists), 3.5 ms small.
                probe: ProbeAllowance { slack_ms: 5.0, ns_per_byte: 400.0, call_share: 0.1 },
            },
            Lang::JavaScript => Info {
                id: "javascript",
                ext: "js",
                aliases: &["node", "nodejs", "ecmascript", "mjs"],
                snake_case: false,
                typed: true,
                compiled: false,
                observes: true,
                startup_ms: 2_500,
                runtime_mb: 256,
                // Measured: worst 15-20 ns/byte steady, 8.9 ms in the first (JIT) exchanges.
                probe: ProbeAllowance { slack_ms: 20.0, ns_per_byte: 60.0, call_share: 0.5 },
            },
            Lang::Rust => Info {
                id: "rust",
                ext: "rs",
                aliases: &[],
                snake_case: true,
                typed: true,
                compiled: true,
                observes: false,
                startup_ms: 1_500,
                runtime_mb: 64,
                // Measured: worst 12.6 ns/byte, 0.3 ms small.
                probe: ProbeAllowance { slack_ms: 3.0, ns_per_byte: 40.0, call_share: 0.1 },
            },
            Lang::C => Info {
                id: "c",
                ext: "c",
                aliases: &["h"],
                snake_case: true,
                typed: false,
                compiled: true,
                observes: false,
                startup_ms: 1_500,
                runtime_mb: 64,
                // Measured: as C++ (C has no typed driver: stdio only).
                probe: ProbeAllowance { slack_ms: 3.0, ns_per_byte: 60.0, call_share: 0.1 },
            },
            Lang::Cpp => Info {
                id: "cpp",
                ext: "cpp",
                aliases: &["c++", "cc", "cxx", "hpp"],
                snake_case: false,
                typed: true,
                compiled: true,
                observes: false,
                startup_ms: 1_500,
                runtime_mb: 64,
                // Measured: worst 18.8 ns/byte, 0.4 ms small.
                probe: ProbeAllowance { slack_ms: 3.0, ns_per_byte: 60.0, call_share: 0.1 },
            },
            Lang::Java => Info {
                id: "java",
                ext: "java",
                aliases: &[],
                snake_case: false,
                typed: true,
                compiled: true,
                observes: false,
                startup_ms: 2_500,
                runtime_mb: 256,
                // Measured: worst 52 ns/byte steady, 23 ms in the first (JIT) exchanges.
                probe: ProbeAllowance { slack_ms: 65.0, ns_per_byte: 150.0, call_share: 0.5 },
            },
            Lang::Go => Info {
                id: "go",
                ext: "go",
                aliases: &["golang"],
                snake_case: false,
                typed: true,
                compiled: true,
                observes: false,
                startup_ms: 1_500,
                runtime_mb: 64,
                // Measured: worst 47 ns/byte (GC grows with the heap).
                probe: ProbeAllowance { slack_ms: 5.0, ns_per_byte: 150.0, call_share: 0.5 },
            },
        }
    }

    /// The sandbox language id.
    pub const fn id(self) -> &'static str {
        self.info().id
    }

    pub const fn ext(self) -> &'static str {
        self.info().ext
    }

    /// The language a file extension, fence tag or language name names (any case).
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let t = tag.trim().to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| {
            let i = l.info();
            i.id == t || i.ext == t || i.aliases.contains(&t.as_str())
        })
    }

    /// Every language's file extension, dotted and comma-separated (`.py, .js, …`): what a
    /// message lists as the files it accepts.
    pub fn dotted_extensions() -> String {
        Lang::ALL.map(|l| format!(".{}", l.ext())).join(", ")
    }

    pub fn from_ext(ext: &str) -> Option<Lang> {
        Lang::from_tag(ext)
    }

    /// Whether the judge drives typed function and design problems in this language (else it
    /// judges stdin/stdout problems only).
    pub const fn typed(self) -> bool {
        self.info().typed
    }

    /// Whether names follow snake_case (Python, Rust, C) rather than camelCase.
    pub const fn snake_case(self) -> bool {
        self.info().snake_case
    }

    /// Whether programs in this language are compiled.
    pub const fn compiled(self) -> bool {
        self.info().compiled
    }

    /// Whether code tests can be judged by observation in this language.
    pub const fn observes(self) -> bool {
        self.info().observes
    }

    /// CPU a run may spend starting up, on top of the tests' limits.
    pub const fn startup_ms(self) -> u64 {
        self.info().startup_ms
    }

    /// Memory the runtime needs on top of the problem's limit.
    pub const fn runtime_mb(self) -> u64 {
        self.info().runtime_mb
    }

    /// What an honest probe exchange may cost beyond the program's own call time.
    pub(crate) const fn probe_allowance(self) -> ProbeAllowance {
        self.info().probe
    }

    /// A snake_case name in this language's convention (`two_sum` → `twoSum` in JS/Java/C++/Go).
    pub fn ident(self, snake: &str) -> String {
        if self.snake_case() { snake.to_string() } else { camel(snake) }
    }
}

/// `getMin` → `get_min`, `addAtHead` → `add_at_head` (snake_case input is returned as is).
pub fn snake(camel: &str) -> String {
    let mut out = String::with_capacity(camel.len() + 4);
    for c in camel.chars() {
        if c.is_ascii_uppercase() {
            if !out.is_empty() && !out.ends_with('_') {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
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
#[error("unknown language `{0}` ({known})", known = Lang::IDS.join(", "))]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        Lang::from_tag(s).ok_or_else(|| UnknownLang(s.to_ascii_lowercase()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn camel_case_operation_names_map_back_to_snake_case() {
        assert_eq!(snake("getMin"), "get_min");
        assert_eq!(snake("addAtHead"), "add_at_head");
        assert_eq!(snake("Front"), "front");
        assert_eq!(snake("already_snake"), "already_snake");
    }

    #[test]
    fn names_follow_each_language_convention() {
        assert_eq!(Lang::Python.ident("two_sum"), "two_sum");
        assert_eq!(Lang::Java.ident("two_sum"), "twoSum");
        assert_eq!(Lang::Go.ident("add_at_head"), "addAtHead");
        assert_eq!("c++".parse::<Lang>().unwrap(), Lang::Cpp);
        assert!("cobol".parse::<Lang>().is_err());
    }

    #[test]
    fn every_name_of_a_language_leads_back_to_it_and_to_no_other() {
        let mut seen = std::collections::BTreeMap::new();
        for l in Lang::ALL {
            let i = l.info();
            for name in [i.id, i.ext].into_iter().chain(i.aliases.iter().copied()) {
                assert_eq!(Lang::from_tag(&name.to_uppercase()), Some(l), "{name}");
                if let Some(other) = seen.insert(name, l) {
                    assert_eq!(other, l, "`{name}` names two languages");
                }
            }
            assert_eq!(serde_json::to_string(&l).unwrap(), format!("\"{}\"", l.id()));
        }
        assert_eq!(Lang::IDS.len(), Lang::ALL.len());
        assert_eq!(Lang::IDS[3], "c");
    }
}
