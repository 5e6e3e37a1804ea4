/// (seconds per unit, name); a difference uses the largest unit whose threshold it reaches.
const UNITS: [(i64, &str); 6] = [
    (365 * 86400, "year"),
    (30 * 86400, "month"),
    (7 * 86400, "week"),
    (86400, "day"),
    (3600, "hour"),
    (60, "minute"),
];

impl Solution {
    pub fn relative_time(now: i64, then: i64) -> String {
        let d = (now - then).abs();
        if d < 60 {
            return "just now".to_string();
        }
        for (size, name) in UNITS {
            if d >= size {
                let n = d / size; // whole units only: 119 seconds is still "1 minute"
                let label = format!("{n} {name}{}", if n == 1 { "" } else { "s" });
                return if then <= now { format!("{label} ago") } else { format!("in {label}") };
            }
        }
        "just now".to_string()
    }
}
