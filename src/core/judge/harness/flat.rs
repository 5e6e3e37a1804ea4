//! The flat typed token stream fed to compiled drivers, which then need no JSON parser:
//! each case is a line `index repeat budget limit payload_bytes` then the payload; ints/floats as tokens, bools 0/1, strings as `<byte length> <bytes>`, lists and maps as a count
//! followed by items, optionals as `0` or `1 <value>`, trees as level order of optionals.

use serde_json::Value;

use super::{DriverCase, Shape};
use crate::core::problem::Type;

/// One dialogue request for a compiled driver: `"<payload byte length>\n<payload>\n"`, the
/// payload being the flat encoding of ONE case (function: the params in order; design: the
/// number of calls, then per call the method index, 0 = constructor, and its arguments).
pub(crate) fn request(shape: &Shape, input: &Value) -> String {
    let mut payload = String::new();
    encode_case(shape, input, &mut payload);
    format!("{}\n{payload}\n", payload.len())
}

fn encode_case(shape: &Shape, input: &Value, out_case: &mut String) {
    match shape {
        Shape::Function { params, .. } => {
            let args = input.as_array().map(Vec::as_slice).unwrap_or(&[]);
            for (p, a) in params.iter().zip(args) {
                encode(&p.ty, a, out_case);
            }
        }
        Shape::Design { ctor, methods, .. } => {
            let calls = input.as_array().map(Vec::as_slice).unwrap_or(&[]);
            out_case.push_str(&format!("{} ", calls.len()));
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
                out_case.push_str(&format!("{idx} "));
                for (p, a) in params.iter().zip(items.iter().skip(1)) {
                    encode(&p.ty, a, out_case);
                }
            }
        }
        Shape::Code { .. } | Shape::Stdio => {}
    }
}

/// The legacy stream (self-checked problems only): every case in one stdin.
pub(crate) fn stdin(
    shape: &Shape,
    cases: &[DriverCase<'_>],
    nonce: &str,
    probe_total_ms: u64,
) -> String {
    let mut out = format!("{nonce}\n{probe_total_ms} {}\n", cases.len());
    for c in cases {
        let budget = c.budget_ms.map(|b| b as i64).unwrap_or(-1);
        let mut payload = String::new();
        encode_case(shape, c.input, &mut payload);
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
}
