//! In-place signatures (`[signature] mutates = "nums"`): which argument the function changes and
//! how the judged answer is read from it — the whole argument after the call (`returns = "void"`)
//! or its first k elements (`returns = "int"`, k returned). Checked once here, at load time, and
//! used by the judge (the answer itself is built outside the sandbox, judge/inplace.rs).

use super::spec::Signature;
use super::types::Type;

/// How the answer is read from the mutated argument.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// The whole argument after the call (the function returns nothing).
    Whole,
    /// Its first k elements, k being the returned `int`.
    Prefix,
}

/// A resolved `mutates`: the parameter's position, its type and how to read the answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mutation {
    pub index: usize,
    pub ty: Type,
    pub answer: Answer,
}

/// Why a signature's `mutates` is not usable.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MutatesError {
    #[error("`{name}` is not a parameter (parameters: {known})")]
    UnknownParam { name: String, known: String },
    #[error(
        "`{name}` is `{ty}`: only a list (`list<int>`, a `list<string>` of characters…) or a \
         list of lists can be changed in place in every language"
    )]
    NotAList { name: String, ty: String },
    #[error(
        "with `mutates`, `returns` must be `void` (the answer is the whole argument) or `int` (its \
         first k elements), not `{0}`"
    )]
    Returns(String),
}

/// A scalar element every driver can write back after the call.
fn scalar(t: &Type) -> bool {
    matches!(t, Type::Int | Type::Long | Type::Float | Type::Bool | Type::String)
}

/// Whether `t` is a list (or list of lists) of scalars: mutable in place in every language
/// (strings themselves are immutable in Python, JavaScript and Java).
pub fn mutable(t: &Type) -> bool {
    match t {
        Type::List(x) => scalar(x) || matches!(&**x, Type::List(y) if scalar(y)),
        _ => false,
    }
}

/// The signature's mutation, `None` without `mutates`. Types that do not parse are the
/// validator's to report; here they make `mutates` unusable.
pub fn mutation(sig: &Signature) -> Result<Option<Mutation>, MutatesError> {
    let Some(name) = &sig.mutates else { return Ok(None) };
    let Some(index) = sig.params.iter().position(|p| &p.name == name) else {
        let known = sig.params.iter().map(|p| p.name.as_str()).collect::<Vec<_>>().join(", ");
        return Err(MutatesError::UnknownParam { name: name.clone(), known });
    };
    let text = &sig.params[index].ty;
    let ty = Type::parse(text)
        .ok()
        .filter(mutable)
        .ok_or_else(|| MutatesError::NotAList { name: name.clone(), ty: text.clone() })?;
    let answer = match Type::parse(&sig.returns) {
        Ok(Type::Void) => Answer::Whole,
        Ok(Type::Int) => Answer::Prefix,
        _ => return Err(MutatesError::Returns(sig.returns.clone())),
    };
    Ok(Some(Mutation { index, ty, answer }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::Param;
    use crate::problem::files::ProblemFiles;

    fn sig(params: &[(&str, &str)], returns: &str, mutates: Option<&str>) -> Signature {
        Signature {
            name: "f".into(),
            params: params
                .iter()
                .map(|(n, t)| Param { name: (*n).into(), ty: (*t).into() })
                .collect(),
            returns: returns.into(),
            mutates: mutates.map(Into::into),
        }
    }

    #[test]
    fn void_reads_the_whole_argument_and_int_its_prefix() {
        let m = mutation(&sig(&[("k", "int"), ("nums", "list<int>")], "void", Some("nums")));
        assert_eq!(
            m,
            Ok(Some(Mutation {
                index: 1,
                ty: Type::parse("list<int>").unwrap(),
                answer: Answer::Whole
            }))
        );
        let m = mutation(&sig(&[("grid", "list<list<string>>")], "int", Some("grid")));
        assert_eq!(m.unwrap().unwrap().answer, Answer::Prefix);
        assert_eq!(mutation(&sig(&[("nums", "list<int>")], "int", None)), Ok(None));
    }

    #[test]
    fn an_unknown_parameter_a_non_list_or_another_return_type_is_refused_clearly() {
        let e = mutation(&sig(&[("nums", "list<int>")], "void", Some("num"))).unwrap_err();
        assert_eq!(e.to_string(), "`num` is not a parameter (parameters: nums)");
        for ty in ["string", "int", "list_node", "map<int,int>", "list<list_node>"] {
            let e = mutation(&sig(&[("s", ty)], "void", Some("s"))).unwrap_err();
            assert!(matches!(e, MutatesError::NotAList { .. }), "{ty}: {e}");
        }
        let e = mutation(&sig(&[("nums", "list<int>")], "list<int>", Some("nums"))).unwrap_err();
        assert!(e.to_string().contains("not `list<int>`"), "{e}");
        assert!(mutation(&sig(&[("nums", "list<int>")], "long", Some("nums"))).is_err());
    }

    /// A bank problem whose `problem.toml` text went through `edit` before loading.
    struct Edited {
        dir: crate::problem::testing::Dir,
        toml: String,
    }

    impl ProblemFiles for Edited {
        fn dir(&self) -> &std::path::Path {
            self.dir.dir()
        }
        fn read(&self, rel: &str) -> std::io::Result<String> {
            if rel == "problem.toml" { Ok(self.toml.clone()) } else { self.dir.read(rel) }
        }
        fn list(&self, sub: &str) -> Vec<String> {
            self.dir.list(sub)
        }
    }

    /// The load errors of bank problem `id` with `from` replaced by `to` in its toml, as text.
    fn errors_with(id: &str, from: &str, to: &str) -> Vec<String> {
        let dir = crate::problem::testing::Dir(crate::problem::testing::bank_dir().join(id));
        let toml = dir.read("problem.toml").unwrap();
        assert!(toml.contains(from), "{id} has `{from}`");
        let edited = Edited { toml: toml.replacen(from, to, 1), dir };
        match crate::problem::load_problem(&edited) {
            Ok(_) => Vec::new(),
            Err(errors) => errors.iter().map(ToString::to_string).collect(),
        }
    }

    #[test]
    fn in_place_problems_load_with_expected_written_as_the_argument_and_bad_ones_say_why() {
        // As written: `expected` is a list although remove-duplicates returns an int.
        assert_eq!(
            errors_with("remove-duplicates-sorted", "mutates", "mutates"),
            Vec::<String>::new()
        );
        let unknown = errors_with("move-zeroes", "mutates = \"nums\"", "mutates = \"num\"");
        assert!(
            unknown
                .iter()
                .any(|e| e.contains("field `signature.mutates`: `num` is not a parameter")),
            "{unknown:?}"
        );
        let returns = errors_with("move-zeroes", "returns = \"void\"", "returns = \"list<int>\"");
        assert!(returns.iter().any(|e| e.contains("signature.mutates")), "{returns:?}");
        let scalar = errors_with("rotate-array", "mutates = \"nums\"", "mutates = \"k\"");
        assert!(scalar.iter().any(|e| e.contains("`k` is `int`")), "{scalar:?}");
        // The answer has the parameter's type: a bare number is not a state of `nums`.
        let expected =
            errors_with("move-zeroes", "expected = '[1, 3, 12, 0, 0]'", "expected = '3'");
        assert!(expected.iter().any(|e| e.contains("tests[0].expected")), "{expected:?}");
    }
}
