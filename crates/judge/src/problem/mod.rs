//! The problem model and the bank loader: typed problems read from presets/problems/<id>/.
//!
//! Reference solutions and hidden tests live in [`Problem`]; callers that talk to a user or an LLM
//! must go through [`Problem::samples`] and never hand out `solutions` or hidden tests before the
//! candidate has submitted.

pub mod files;
pub mod humaneval;
pub mod inplace;
mod lang;
mod load;
mod spec;
mod starter;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
pub(crate) mod types;
mod validate;
mod widen;

use std::path::PathBuf;

pub use lang::{Lang, UnknownLang, camel, snake};
pub use load::{CodeTests, LoadError, SourceFile, load_imported_problem, load_problem};
pub use spec::{
    ClassSpec, Comparator, ComparatorKind, Complexity, EquivalentMutant, Kind, KnownWrong, Level,
    Method, MutantsSpec, Param, ProbeSpec, ProblemLimits, ProblemSpec, Role, RubricPoint,
    Signature, StressSpec, TestSpec, Text, json_schema,
};
pub use starter::Example;
pub use types::{Type, TypeMismatch};
pub use validate::VERDICTS;

/// One loaded, validated problem with its code files.
#[derive(Debug, Clone)]
pub struct Problem {
    pub spec: ProblemSpec,
    pub dir: PathBuf,
    /// Reference solutions (solutions/*), one per language at most by convention.
    pub solutions: Vec<SourceFile>,
    /// Known-wrong solutions (wrong/*): each must fail `problems check`.
    pub wrong: Vec<SourceFile>,
    /// Stress generator source (Python), when the problem has [stress].
    pub generator: Option<String>,
    /// Custom checker source (Python), when the comparator is `checker`.
    pub checker: Option<String>,
    /// Test code per language for function problems without a typed signature.
    pub code_tests: std::collections::BTreeMap<Lang, CodeTests>,
    /// Hand-written starters (starter/*), one per language at most; they replace the generated
    /// starter for their language (see [`Problem::starter`]).
    pub starters: Vec<SourceFile>,
    /// What loading read differently from what is written (an `int` widened to `long` …): the
    /// problem loads, `problems check` shows these so the author can make them explicit.
    pub warnings: Vec<String>,
}

impl Problem {
    pub fn id(&self) -> &str {
        &self.spec.id
    }
    pub fn kind(&self) -> Kind {
        self.spec.kind
    }
    pub fn level(&self) -> Level {
        self.spec.level
    }
    pub fn roles(&self) -> &[Role] {
        &self.spec.roles
    }
    pub fn title(&self) -> &Text {
        &self.spec.title
    }

    /// Whether the judge runs code for this problem (everything but system design).
    pub fn is_judged(&self) -> bool {
        self.spec.kind != Kind::SystemDesign
    }

    /// Languages a submission may use.
    pub fn languages(&self) -> Vec<Lang> {
        if !self.is_judged() {
            return Vec::new();
        }
        if !self.spec.languages.is_empty() {
            return self.spec.languages.iter().filter_map(|l| l.parse().ok()).collect();
        }
        if !self.code_tests.is_empty() {
            return self.code_tests.keys().copied().collect();
        }
        // A language without a typed driver (C) answers stdin/stdout problems only.
        let stdio = self.spec.kind == Kind::Stdio;
        Lang::ALL.into_iter().filter(|l| l.typed() || stdio).collect()
    }

    /// Tests the candidate may see before submitting.
    pub fn samples(&self) -> impl Iterator<Item = &TestSpec> {
        self.spec.tests.iter().filter(|t| t.sample)
    }

    /// Tests never shown before submission.
    pub fn hidden(&self) -> impl Iterator<Item = &TestSpec> {
        self.spec.tests.iter().filter(|t| !t.sample)
    }

    /// The reference solution in `lang`, if any.
    pub fn reference(&self, lang: Lang) -> Option<&SourceFile> {
        self.solutions.iter().find(|s| s.lang == lang)
    }

    /// The reference mutation testing rewrites: Python when there is one, else JavaScript (the
    /// frontend problems whose only reference is `solutions/ref.js`).
    pub fn mutated_reference(&self) -> Option<&SourceFile> {
        self.reference(Lang::Python).or(self.reference(Lang::JavaScript))
    }

    /// The reference used to compute expected outputs of generated tests: Python first, else any.
    pub fn primary_reference(&self) -> Option<&SourceFile> {
        self.reference(Lang::Python).or(self.solutions.first())
    }
}

/// Growth exponent of a complexity written like `O(n)`, `O(n log n)`, `O(n^2)`, `O(1)`, `O(log n)`.
/// Log factors count as 0.15 so that `n log n` sits between linear and quadratic fits.
pub fn complexity_exponent(text: &str) -> Option<f64> {
    let t: String = text.to_ascii_lowercase().chars().filter(|c| !c.is_whitespace()).collect();
    let inner = t.strip_prefix("o(").and_then(|r| r.strip_suffix(')')).unwrap_or(&t);
    let mut exp = 0.0;
    let mut rest = inner;
    if let Some(r) = rest.strip_prefix('n') {
        rest = r;
        exp = 1.0;
        if let Some(r) = rest.strip_prefix('^').or(rest.strip_prefix("**")) {
            let digits: String =
                r.chars().take_while(|c| c.is_ascii_digit() || *c == '.').collect();
            exp = digits.parse().ok()?;
            rest = &r[digits.len()..];
        } else if let Some(r) = rest.strip_prefix('²') {
            exp = 2.0;
            rest = r;
        }
    } else if let Some(r) = rest.strip_prefix('1') {
        rest = r;
    }
    let rest = rest.trim_start_matches(['*', '·']);
    match rest {
        "" => Some(exp),
        "logn" | "log(n)" => Some(exp + 0.15),
        _ => None,
    }
}

/// All problems of a directory tree, sorted by id.
#[derive(Debug, Clone, Default)]
pub struct Bank {
    problems: Vec<Problem>,
}

impl Bank {
    /// The bank of every folder's load result (`mashang-bank` reads the folders): a malformed
    /// problem yields errors naming file and field and the others still load; a duplicate id is an
    /// error on the second folder.
    pub fn collect(
        results: impl IntoIterator<Item = Result<Problem, Vec<LoadError>>>,
    ) -> (Bank, Vec<LoadError>) {
        let mut problems = Vec::new();
        let mut errors = Vec::new();
        for result in results {
            match result {
                Ok(p) => problems.push(p),
                Err(es) => errors.extend(es),
            }
        }
        let mut seen = std::collections::HashSet::new();
        problems.retain(|p| {
            let fresh = seen.insert(p.id().to_string());
            if !fresh {
                errors.push(LoadError::new(
                    p.dir.join("problem.toml"),
                    Some("id".into()),
                    format!("duplicate id `{}`", p.id()),
                ));
            }
            fresh
        });
        problems.sort_by(|a, b| a.id().cmp(b.id()));
        (Bank { problems }, errors)
    }

    pub fn from_problems(mut problems: Vec<Problem>) -> Bank {
        problems.sort_by(|a, b| a.id().cmp(b.id()));
        Bank { problems }
    }

    pub fn get(&self, id: &str) -> Option<&Problem> {
        self.problems.iter().find(|p| p.id() == id)
    }

    pub fn iter(&self) -> impl Iterator<Item = &Problem> {
        self.problems.iter()
    }

    pub fn len(&self) -> usize {
        self.problems.len()
    }

    pub fn is_empty(&self) -> bool {
        self.problems.is_empty()
    }

    /// Problems fit for a role and level.
    pub fn matching(&self, role: Role, level: Level) -> impl Iterator<Item = &Problem> {
        self.problems.iter().filter(move |p| p.level() == level && p.roles().contains(&role))
    }
}

#[cfg(test)]
mod tests {
    use super::complexity_exponent;

    #[test]
    fn complexity_notation_maps_to_growth_exponents() {
        assert_eq!(complexity_exponent("O(n)"), Some(1.0));
        assert_eq!(complexity_exponent("O(1)"), Some(0.0));
        assert_eq!(complexity_exponent("O(n^2)"), Some(2.0));
        assert_eq!(complexity_exponent("O(n log n)"), Some(1.15));
        assert_eq!(complexity_exponent("O(log n)"), Some(0.15));
        assert_eq!(complexity_exponent("O(banana)"), None);
    }
}
