//! The two Lua scripts that make the queue's invariants atomic in Redis.

use std::sync::LazyLock;

/// Adds a job unless the jobs stream already holds `cap` entries (queued or running: workers
/// delete an entry once its result is recorded). Returns the entry id, or nil when full — so a
/// full queue refuses the job instead of letting it pile up, and replicas cannot race past the cap.
/// KEYS[1] = jobs stream; ARGV[1] = cap, ARGV[2] = job JSON.
pub(crate) static ENQUEUE: LazyLock<redis::Script> = LazyLock::new(|| {
    redis::Script::new(
        r"
        if redis.call('XLEN', KEYS[1]) >= tonumber(ARGV[1]) then return false end
        return redis.call('XADD', KEYS[1], '*', 'job', ARGV[2])
        ",
    )
});

/// Records a job's result once and acknowledges the entry: the first result sets the result key
/// (NX) and is sent to the reply stream in the same step; a later run of the same job (a reclaimed
/// entry whose first worker was only slow) sets nothing and sends nothing. Either way the entry is
/// acked and deleted. Returns 1 when this result was the first.
/// KEYS[1] = result key, KEYS[2] = reply stream, KEYS[3] = jobs stream;
/// ARGV[1] = result JSON, ARGV[2] = result TTL (s), ARGV[3] = reply stream TTL (s),
/// ARGV[4] = group, ARGV[5] = entry id.
pub(crate) static RECORD: LazyLock<redis::Script> = LazyLock::new(|| {
    redis::Script::new(
        r"
        local first = redis.call('SET', KEYS[1], ARGV[1], 'NX', 'EX', ARGV[2])
        if first then
            redis.call('XADD', KEYS[2], 'MAXLEN', '~', 10000, '*', 'result', ARGV[1])
            redis.call('EXPIRE', KEYS[2], ARGV[3])
        end
        redis.call('XACK', KEYS[3], ARGV[4], ARGV[5])
        redis.call('XDEL', KEYS[3], ARGV[5])
        if first then return 1 end
        return 0
        ",
    )
});

/// Where a job is, in one step (so a result recorded between two reads cannot look lost):
/// `{1, result}` when its result is recorded, `{2, ''}` when its entry is in the jobs stream
/// (queued or running), `{0, ''}` when Redis knows neither — it lost the job (a restart without
/// persistence) and the front end sends it again.
/// KEYS[1] = result key, KEYS[2] = jobs stream; ARGV[1] = the job's entry id.
pub(crate) static LOCATE: LazyLock<redis::Script> = LazyLock::new(|| {
    redis::Script::new(
        r"
        local result = redis.call('GET', KEYS[1])
        if result then return {1, result} end
        if #redis.call('XRANGE', KEYS[2], ARGV[1], ARGV[1]) > 0 then return {2, ''} end
        return {0, ''}
        ",
    )
});
