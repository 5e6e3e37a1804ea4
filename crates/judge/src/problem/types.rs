//! The value-type grammar of signatures (`int`, `list<map<string,int>>`, `tree_node`, …): parsing,
//! and checking that a JSON test value fits a type.

use std::fmt;

/// A parsed parameter or return type.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Type {
    /// 32-bit signed integer.
    Int,
    /// 64-bit signed integer.
    Long,
    Float,
    Bool,
    String,
    List(Box<Type>),
    Map(Box<Type>, Box<Type>),
    Optional(Box<Type>),
    /// Singly linked list of ints; JSON `[1,2,3]`.
    ListNode,
    /// Binary tree of ints; JSON level order with nulls, `[1,null,2]`.
    TreeNode,
    /// Only as a return type of design methods.
    Void,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("bad type `{text}`: {why}")]
pub struct TypeError {
    pub text: String,
    pub why: String,
}

impl Type {
    pub fn parse(text: &str) -> Result<Type, TypeError> {
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let (ty, rest) =
            parse_at(&compact).map_err(|why| TypeError { text: text.to_string(), why: why.0 })?;
        if !rest.is_empty() {
            return Err(TypeError { text: text.to_string(), why: format!("unexpected `{rest}`") });
        }
        Ok(ty)
    }

    /// Every distinct type this type is built from, innermost first, itself last.
    pub fn closure(&self, out: &mut Vec<Type>) {
        match self {
            Type::List(t) | Type::Optional(t) => t.closure(out),
            Type::Map(k, v) => {
                k.closure(out);
                v.closure(out);
            }
            _ => {}
        }
        if !out.contains(self) {
            out.push(self.clone());
        }
    }

    /// An identifier-safe name, e.g. `list_map_string_int`.
    pub fn mangle(&self) -> String {
        match self {
            Type::List(t) => format!("list_{}", t.mangle()),
            Type::Optional(t) => format!("opt_{}", t.mangle()),
            Type::Map(k, v) => format!("map_{}_{}", k.mangle(), v.mangle()),
            other => other.to_string(),
        }
    }

    /// Whether `value` (JSON) is a valid value of this type.
    pub fn check(&self, value: &serde_json::Value) -> Result<(), TypeMismatch> {
        use serde_json::Value as J;
        let bad =
            || Err(TypeMismatch::Value { expected: self.to_string(), got: value.to_string() });
        match (self, value) {
            (Type::Int, J::Number(n)) => match n.as_i64() {
                Some(i) if i32::try_from(i).is_ok() => Ok(()),
                _ => bad(),
            },
            (Type::Long, J::Number(n)) if n.as_i64().is_some() => Ok(()),
            (Type::Float, J::Number(_))
            | (Type::Bool, J::Bool(_))
            | (Type::String, J::String(_)) => Ok(()),
            (Type::Void, J::Null) | (Type::Optional(_), J::Null) => Ok(()),
            (Type::Optional(t), v) => t.check(v),
            (Type::List(t), J::Array(items)) => items.iter().try_for_each(|v| t.check(v)),
            (Type::Map(k, v), J::Object(m)) => m.iter().try_for_each(|(key, val)| {
                match **k {
                    Type::String => {}
                    Type::Int | Type::Long => {
                        key.parse::<i64>().map_err(|_| TypeMismatch::MapKey(key.clone()))?;
                    }
                    _ => return Err(TypeMismatch::KeyType(k.to_string())),
                }
                v.check(val)
            }),
            (Type::ListNode, J::Array(items)) => items.iter().try_for_each(|v| Type::Int.check(v)),
            (Type::TreeNode, J::Array(items)) => items.iter().try_for_each(|v| match v {
                J::Null => Ok(()),
                v => Type::Int.check(v),
            }),
            (Type::ListNode | Type::TreeNode, J::Null) => Ok(()),
            _ => bad(),
        }
    }
}

/// Why a JSON value is not a value of a [`Type`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TypeMismatch {
    #[error("expected {expected}, got {got}")]
    Value { expected: String, got: String },
    #[error("map key `{0}` is not an integer")]
    MapKey(String),
    #[error("map keys must be int, long or string, not {0}")]
    KeyType(String),
}

/// Why a type text does not parse (its position-free part; [`TypeError`] adds the text).
struct Unparsable(String);

impl<T: Into<String>> From<T> for Unparsable {
    fn from(why: T) -> Self {
        Unparsable(why.into())
    }
}

fn parse_at(s: &str) -> Result<(Type, &str), Unparsable> {
    let end = s.find(['<', '>', ',']).unwrap_or(s.len());
    let (word, rest) = s.split_at(end);
    let generic = |n: usize, rest: &str| -> Result<(Vec<Type>, String), Unparsable> {
        let mut rest = rest.strip_prefix('<').ok_or(format!("`{word}` needs <…>"))?;
        let mut args = Vec::new();
        for i in 0..n {
            let (t, r) = parse_at(rest)?;
            args.push(t);
            rest = if i + 1 < n { r.strip_prefix(',').ok_or("expected `,`")? } else { r };
        }
        let rest = rest.strip_prefix('>').ok_or("expected `>`")?;
        Ok((args, rest.to_string()))
    };
    let simple = |t: Type| Ok((t, rest));
    match word {
        "int" => simple(Type::Int),
        "long" => simple(Type::Long),
        "float" => simple(Type::Float),
        "bool" => simple(Type::Bool),
        "string" => simple(Type::String),
        "void" => simple(Type::Void),
        "list_node" | "tree_node" => {
            let node = if word == "list_node" { Type::ListNode } else { Type::TreeNode };
            if !rest.starts_with('<') {
                return simple(node);
            }
            // `list_node<int>` is what `list_node` is; other values are not supported: every
            // language's judge provides LeetCode's int nodes (C++ `struct ListNode { int val; … }`
            // behind `ListNode*` stubs), see docs/problem-format.md.
            let (args, r) = generic(1, rest)?;
            if args[0] != Type::Int {
                return Err(format!(
                    "`{word}` holds int values only (`{word}<{}>` is not supported): write \
                     `{word}` or `{word}<int>`; for other values use `list<…>`",
                    args[0]
                )
                .into());
            }
            Ok((node, &s[s.len() - r.len()..]))
        }
        "list" | "optional" | "map" => {
            let n = if word == "map" { 2 } else { 1 };
            let (mut args, r) = generic(n, rest)?;
            let consumed = s.len() - r.len();
            let rest = &s[consumed..];
            let ty = match word {
                "list" => Type::List(Box::new(args.remove(0))),
                "optional" => Type::Optional(Box::new(args.remove(0))),
                _ => {
                    let k = args.remove(0);
                    if !matches!(k, Type::Int | Type::Long | Type::String) {
                        return Err(format!("map keys must be int, long or string, not {k}").into());
                    }
                    Type::Map(Box::new(k), Box::new(args.remove(0)))
                }
            };
            Ok((ty, rest))
        }
        "" => Err("missing type".into()),
        other => Err(format!("unknown type `{other}`").into()),
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Int => f.write_str("int"),
            Type::Long => f.write_str("long"),
            Type::Float => f.write_str("float"),
            Type::Bool => f.write_str("bool"),
            Type::String => f.write_str("string"),
            Type::Void => f.write_str("void"),
            Type::ListNode => f.write_str("list_node"),
            Type::TreeNode => f.write_str("tree_node"),
            Type::List(t) => write!(f, "list<{t}>"),
            Type::Optional(t) => write!(f, "optional<{t}>"),
            Type::Map(k, v) => write!(f, "map<{k},{v}>"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn nested_types_round_trip_through_display() {
        for text in ["int", "list<list<int>>", "map<string,list<optional<long>>>", "tree_node"] {
            assert_eq!(Type::parse(text).unwrap().to_string(), text);
        }
        assert_eq!(Type::parse(" map< int , string > ").unwrap().to_string(), "map<int,string>");
    }

    #[test]
    fn malformed_types_are_rejected_with_a_reason() {
        for text in ["lst<int>", "list<int", "map<float,int>", "list<>", "int>"] {
            assert!(Type::parse(text).is_err(), "{text} should not parse");
        }
    }

    #[test]
    fn node_types_hold_ints_only_and_say_so() {
        assert_eq!(Type::parse("list_node<int>"), Ok(Type::ListNode));
        assert_eq!(Type::parse("list<tree_node<int>>").unwrap().to_string(), "list<tree_node>");
        for text in ["list_node<string>", "tree_node<long>"] {
            let e = Type::parse(text).unwrap_err();
            assert!(e.why.contains("holds int values only") && e.why.contains(text), "{e}");
        }
    }

    #[test]
    fn values_are_checked_against_types() {
        let t = Type::parse("list<optional<int>>").unwrap();
        assert!(t.check(&json!([1, null, 3])).is_ok());
        assert!(t.check(&json!([1, "x"])).is_err());
        assert!(Type::Int.check(&json!(3_000_000_000_i64)).is_err());
        assert!(Type::Long.check(&json!(3_000_000_000_i64)).is_ok());
        assert!(Type::parse("map<int,bool>").unwrap().check(&json!({"1": true})).is_ok());
        assert!(Type::TreeNode.check(&json!([1, null, 2])).is_ok());
    }

    #[test]
    fn a_mismatch_says_what_was_expected_and_what_came() {
        let e = Type::parse("list<int>").unwrap().check(&json!([1, "x"])).unwrap_err();
        assert_eq!(e, TypeMismatch::Value { expected: "int".into(), got: "\"x\"".into() });
        assert_eq!(e.to_string(), "expected int, got \"x\"");
        let e = Type::parse("map<int,bool>").unwrap().check(&json!({"a": true})).unwrap_err();
        assert_eq!(e.to_string(), "map key `a` is not an integer");
    }
}
