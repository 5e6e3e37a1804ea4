//! The flat typed token stream fed to compiled drivers, which then need no JSON parser: ints and
//! floats as tokens, bools 0/1, strings as `<byte length> <bytes>`, lists and maps as a count
//! followed by items, optionals as `0` or `1 <value>`, trees as level order of optionals. A
//! dialogue request frames one case with its byte length ([`request`]).

use serde_json::Value;

use super::{DriverCase, Shape};
use crate::problem::Type;

/// The legacy stdin of a nonce-protocol driver (trusted programs and `self_checked` code tests):
/// the nonce, `probe_total cases`, then per case `index repeat budget limit payload_bytes` and the
/// payload.
pub(crate) fn stdin(
    shape: &Shape,
    cases: &[DriverCase<'_>],
    nonce: &str,
    probe_total_ms: u64,
) -> String {
    let mut out = format!("{nonce}\n{probe_total_ms} {}\n", cases.len());
    for c in cases {
        let budget = c.budget_ms.map(|b| b as i64).unwrap_or(-1);
        let payload = payload(shape, c.input);
        // The payload length lets a driver skip a case or re-read it for each repeat.
        out.push_str(&format!(
            "{} {} {} {} {}\n",
            c.index,
            c.repeat.max(1),
            budget,
            c.limit_ms,
            payload.len()
        ));
        out.push_str(&payload);
        out.push('\n');
    }
    out
}

/// One dialogue request for a compiled driver: `"<payload byte length>\n<payload>\n"`, where the
/// payload is one case (function: the arguments array; design: the calls array). The length comes
/// first so the driver reads exactly one case and never blocks on, or holds, a later one.
// Called by the dialogue runner (run.rs), which lands in another branch of the same change.
pub(crate) fn request(shape: &Shape, input: &Value) -> String {
    let payload = payload(shape, input);
    format!("{}\n{payload}\n", payload.len())
}

/// The token encoding of one case: function: the params in order; design: `ncalls` then per call
/// `method_index args…` (index 0 = the constructor, an unknown method `usize::MAX`).
fn payload(shape: &Shape, input: &Value) -> String {
    let mut out = String::new();
    match shape {
        Shape::Function { params, .. } => {
            let args = input.as_array().map(Vec::as_slice).unwrap_or(&[]);
            for (p, a) in params.iter().zip(args) {
                encode(&p.ty, a, &mut out);
            }
        }
        Shape::Design { ctor, methods, .. } => {
            let calls = input.as_array().map(Vec::as_slice).unwrap_or(&[]);
            out.push_str(&format!("{} ", calls.len()));
            for (k, call) in calls.iter().enumerate() {
                let items = call.as_array().map(Vec::as_slice).unwrap_or(&[]);
                let name = items.first().and_then(Value::as_str).unwrap_or("");
                let (idx, params) = if k == 0 {
                    (0, ctor)
                } else {
                    match methods.iter().position(|m| m.name == name) {
                        Some(i) => (i + 1, &methods[i].params),
                        None => (usize::MAX, ctor),
                    }
                };
                out.push_str(&format!("{idx} "));
                for (p, a) in params.iter().zip(items.iter().skip(1)) {
                    encode(&p.ty, a, &mut out);
                }
            }
        }
        Shape::Code { .. } | Shape::Stdio => {}
    }
    out
}

/// Append the token encoding of `v` (already validated against `t`).
pub(crate) fn encode(t: &Type, v: &Value, out: &mut String) {
    match (t, v) {
        (Type::Int | Type::Long, Value::Number(n)) => {
            out.push_str(&format!("{} ", n.as_i64().unwrap_or(0)))
        }
        (Type::Float, Value::Number(n)) => {
            out.push_str(&format!("{:?} ", n.as_f64().unwrap_or(0.0)))
        }
        (Type::Bool, Value::Bool(b)) => out.push_str(if *b { "1 " } else { "0 " }),
        (Type::String, Value::String(s)) => {
            out.push_str(&format!("{} ", s.len()));
            out.push_str(s);
            out.push(' ');
        }
        (Type::List(t), Value::Array(items)) => {
            out.push_str(&format!("{} ", items.len()));
            items.iter().for_each(|x| encode(t, x, out));
        }
        (Type::Map(k, t), Value::Object(m)) => {
            out.push_str(&format!("{} ", m.len()));
            for (key, x) in m {
                match **k {
                    Type::String => encode(k, &Value::String(key.clone()), out),
                    _ => out.push_str(&format!("{} ", key.parse::<i64>().unwrap_or(0))),
                }
                encode(t, x, out);
            }
        }
        (Type::Optional(_), Value::Null) => out.push_str("0 "),
        (Type::Optional(t), v) => {
            out.push_str("1 ");
            encode(t, v, out);
        }
        (Type::ListNode, Value::Array(items)) => {
            encode(&Type::List(Box::new(Type::Int)), &Value::Array(items.clone()), out)
        }
        (Type::TreeNode, Value::Array(items)) => encode(
            &Type::List(Box::new(Type::Optional(Box::new(Type::Int)))),
            &Value::Array(items.clone()),
            out,
        ),
        (Type::ListNode | Type::TreeNode, Value::Null) => out.push_str("0 "),
        // Values are validated at load time; anything else encodes as a zero so the stream stays aligned.
        _ => out.push_str("0 "),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn strings_are_length_prefixed_in_bytes() {
        let mut out = String::new();
        encode(&Type::parse("list<string>").unwrap(), &json!(["a b", "中"]), &mut out);
        assert_eq!(out, "2 3 a b 3 中 ");
    }

    #[test]
    fn maps_optionals_and_trees_are_flattened() {
        let mut out = String::new();
        encode(
            &Type::parse("map<int,optional<bool>>").unwrap(),
            &json!({"7": null, "8": true}),
            &mut out,
        );
        assert_eq!(out, "2 7 0 8 1 1 ");
        out.clear();
        encode(&Type::TreeNode, &json!([1, null, 2]), &mut out);
        assert_eq!(out, "3 1 1 0 1 2 ");
    }

    fn typed(ty: &str) -> super::super::Typed {
        super::super::Typed { name: "x".into(), ty: Type::parse(ty).unwrap() }
    }

    #[test]
    fn a_function_request_frames_the_arguments_with_their_byte_length() {
        let shape = Shape::Function {
            name: "two_sum".into(),
            params: vec![typed("list<int>"), typed("int")],
            returns: Type::parse("list<int>").unwrap(),
            mutates: None,
        };
        let req = request(&shape, &json!([[2, 7, 11], 9]));
        assert_eq!(req, "11\n3 2 7 11 9 \n");
        // Strings count bytes, not chars, in both the string and the frame.
        let shape = Shape::Function {
            name: "f".into(),
            params: vec![typed("string")],
            returns: Type::Bool,
            mutates: None,
        };
        let req = request(&shape, &json!(["中\n"]));
        assert_eq!(req, "7\n4 中\n \n");
        let (len, rest) = req.split_once('\n').unwrap();
        assert_eq!(rest.len(), len.parse::<usize>().unwrap() + 1);
    }

    #[test]
    fn a_design_request_numbers_methods_from_one_after_the_constructor() {
        let shape = Shape::Design {
            class: "LRUCache".into(),
            ctor: vec![typed("int")],
            methods: vec![
                super::super::MethodShape {
                    name: "get".into(),
                    params: vec![typed("int")],
                    returns: Type::Int,
                },
                super::super::MethodShape {
                    name: "put".into(),
                    params: vec![typed("int"), typed("int")],
                    returns: Type::Void,
                },
            ],
        };
        let req = request(&shape, &json!([["LRUCache", 2], ["put", 1, 10], ["get", 1]]));
        assert_eq!(req, "17\n3 0 2 2 1 10 1 1 \n");
    }

    #[test]
    fn one_request_holds_only_its_own_case() {
        let shape = Shape::Function {
            name: "f".into(),
            params: vec![typed("int")],
            returns: Type::Int,
            mutates: None,
        };
        assert_eq!(request(&shape, &json!([5])), "2\n5 \n");
        assert_eq!(request(&shape, &json!([])), "0\n\n");
    }
}
