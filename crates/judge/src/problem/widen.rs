//! Automatic integer width: an `int` whose test values do not fit in 32 bits is read as `long`
//! (i64 in every language), with a load warning, so authors need not scan test data by hand.

use serde_json::Value;

use super::spec::{Kind, Param, ProblemSpec};
use super::types::Type;

/// `int` → `long` everywhere inside `t`.
fn widened(t: &Type) -> Type {
    match t {
        Type::Int => Type::Long,
        Type::List(x) => Type::List(Box::new(widened(x))),
        Type::Optional(x) => Type::Optional(Box::new(widened(x))),
        Type::Map(k, v) => Type::Map(Box::new(widened(k)), Box::new(widened(v))),
        other => other.clone(),
    }
}

/// The type text `ty` widened when some of `values` need 64 bits and all of them then fit;
/// `None` when it stays as written.
fn widen_for<'a>(ty: &str, values: impl Iterator<Item = &'a Value>) -> Option<Type> {
    let t = Type::parse(ty).ok()?;
    let wide = widened(&t);
    if wide == t {
        return None;
    }
    let values: Vec<_> = values.collect();
    let too_narrow = values.iter().any(|v| t.check(v).is_err());
    (too_narrow && values.iter().all(|v| wide.check(v).is_ok())).then_some(wide)
}

fn parse(text: &str) -> Option<Value> {
    serde_json::from_str(text).ok()
}

/// Widens `params[i].ty` given its values; records a warning naming `field`.
fn widen_param(p: &mut Param, field: &str, values: &[Value], warnings: &mut Vec<String>) {
    if let Some(wide) = widen_for(&p.ty, values.iter()) {
        warnings.push(note(field, &p.ty, &wide));
        p.ty = wide.to_string();
    }
}

fn note(field: &str, from: &str, to: &Type) -> String {
    format!(
        "field `{field}`: `{from}` read as `{to}` (a test value does not fit in 32 bits); write \
         `{to}` to silence this"
    )
}

/// Widen the signature's or class's `int` types that the tests need as `long`; the warnings say
/// which. Values that fit neither width are left for validation to report.
pub(crate) fn widen_ints(spec: &mut ProblemSpec) -> Vec<String> {
    let mut warnings = Vec::new();
    let tests: Vec<(Option<Value>, Option<Value>)> =
        spec.tests.iter().map(|t| (parse(&t.input), parse(&t.expected))).collect();
    match spec.kind {
        Kind::Function => {
            let Some(sig) = spec.signature.as_mut() else { return warnings };
            let mutated = sig.params.iter().position(|p| sig.mutates.as_ref() == Some(&p.name));
            for (i, p) in sig.params.iter_mut().enumerate() {
                let mut values: Vec<Value> =
                    tests.iter().filter_map(|(inp, _)| inp.as_ref()?.get(i).cloned()).collect();
                // In place, `expected` is this argument's state after the call.
                if mutated == Some(i) {
                    values.extend(tests.iter().filter_map(|(_, e)| e.clone()));
                }
                widen_param(p, &format!("signature.params[{i}].type"), &values, &mut warnings);
            }
            let results = tests.iter().filter_map(|(_, e)| e.as_ref());
            if mutated.is_none()
                && let Some(wide) = widen_for(&sig.returns, results)
            {
                warnings.push(note("signature.returns", &sig.returns, &wide));
                sig.returns = wide.to_string();
            }
        }
        Kind::Design => {
            let Some(class) = spec.class.as_mut() else { return warnings };
            // (call name, args, result) of every call of every test.
            let calls: Vec<(String, Vec<Value>, Value)> = tests
                .iter()
                .filter_map(|(i, e)| Some((i.as_ref()?.as_array()?, e.as_ref()?.as_array()?)))
                .flat_map(|(calls, results)| calls.iter().zip(results))
                .filter_map(|(c, r)| {
                    let c = c.as_array()?;
                    Some((c.first()?.as_str()?.to_string(), c[1..].to_vec(), r.clone()))
                })
                .collect();
            let of = |name: &str, i: usize| -> Vec<Value> {
                calls
                    .iter()
                    .filter(|c| c.0 == name || super::lang::snake(&c.0) == name)
                    .filter_map(|c| c.1.get(i).cloned())
                    .collect()
            };
            for (i, p) in class.constructor.iter_mut().enumerate() {
                let field = format!("class.constructor[{i}].type");
                widen_param(p, &field, &of(&class.name, i), &mut warnings);
            }
            for (m, method) in class.methods.iter_mut().enumerate() {
                for (i, p) in method.params.iter_mut().enumerate() {
                    let field = format!("class.methods[{m}].params[{i}].type");
                    widen_param(p, &field, &of(&method.name, i), &mut warnings);
                }
                let results = calls
                    .iter()
                    .filter(|c| c.0 == method.name || super::lang::snake(&c.0) == method.name)
                    .map(|c| &c.2);
                if let Some(wide) = widen_for(&method.returns, results) {
                    warnings.push(note(
                        &format!("class.methods[{m}].returns"),
                        &method.returns,
                        &wide,
                    ));
                    method.returns = wide.to_string();
                }
            }
        }
        Kind::Stdio | Kind::SystemDesign => {}
    }
    warnings
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_int_needing_64_bits_in_some_test_is_widened_and_one_that_fits_is_not() {
        let big = serde_json::json!([1, 3_000_000_000i64]);
        let small = serde_json::json!([1, 2]);
        assert_eq!(
            widen_for("list<int>", [&big, &small].into_iter()),
            Some(Type::parse("list<long>").unwrap())
        );
        assert_eq!(widen_for("list<int>", [&small].into_iter()), None);
        assert_eq!(widen_for("list<long>", [&big].into_iter()), None);
        // A float is no integer of any width: left for validation to report.
        assert_eq!(widen_for("int", [&serde_json::json!(1.5)].into_iter()), None);
    }
}
