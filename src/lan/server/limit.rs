//! The host's bounds on what one client, or all of them, may take:
//!
//! - [`Limiter`]: a token bucket per client address: each address may make
//!   `burst` requests at once and `per_second` more every second.
//! - [`Conns`]: the open connections, per address and in all, below the
//!   process's open-file limit (a connection that sends its headers a byte
//!   at a time is never a request, so the bucket never sees it).
//! - [`Guesses`]: wrong join codes, per address (growing lockouts) and in
//!   all (a token bucket), and when the code has taken so many that it is
//!   replaced.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How many requests an address may make.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rate {
    /// Refill: requests per second.
    pub per_second: f64,
    /// The bucket's size: requests at once.
    pub burst: f64,
}

impl Default for Rate {
    /// 20 a second, 60 at once: far above what a phone at a table sends,
    /// far below what guessing the join code needs (31^6 codes).
    fn default() -> Self {
        Rate {
            per_second: 20.0,
            burst: 60.0,
        }
    }
}

/// The buckets of every address seen lately, at most [`MAX_ADDRESSES`] of
/// them: past that, full buckets (addresses quiet for a while) are
/// forgotten, and when none is full a new address shares one overflow
/// bucket with every other such address until room is made. Memory stays
/// bounded whatever the number of addresses, and an address already known
/// (a phone at the table) keeps its own bucket.
pub struct Limiter {
    rate: Rate,
    buckets: Mutex<Buckets>,
}

struct Buckets {
    by_ip: HashMap<IpAddr, (f64, Instant)>,
    overflow: (f64, Instant),
}

/// Past this many addresses, the full buckets are forgotten.
pub const MAX_ADDRESSES: usize = 4096;

impl Limiter {
    /// No requests yet.
    pub fn new(rate: Rate) -> Limiter {
        Limiter {
            rate,
            buckets: Mutex::new(Buckets {
                by_ip: HashMap::new(),
                overflow: (rate.burst, Instant::now()),
            }),
        }
    }

    /// Takes one request from `ip`'s bucket; `false` when it is empty.
    pub fn allow(&self, ip: IpAddr) -> bool {
        self.allow_at(ip, Instant::now())
    }

    fn allow_at(&self, ip: IpAddr, now: Instant) -> bool {
        let rate = self.rate;
        let mut guard = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        let b = &mut *guard;
        if b.by_ip.len() >= MAX_ADDRESSES && !b.by_ip.contains_key(&ip) {
            b.by_ip.retain(|_, (tokens, at)| {
                *tokens + now.duration_since(*at).as_secs_f64() * rate.per_second < rate.burst
            });
        }
        let (tokens, at) = if b.by_ip.len() < MAX_ADDRESSES || b.by_ip.contains_key(&ip) {
            b.by_ip.entry(ip).or_insert((rate.burst, now))
        } else {
            &mut b.overflow
        };
        let refill = now.duration_since(*at).as_secs_f64() * self.rate.per_second;
        *tokens = (*tokens + refill).min(self.rate.burst);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// The most connections open at once from one address (a browser opens
/// at most six to a host, plus its event stream).
pub const CONNS_PER_ADDRESS: usize = 32;

/// The open connections, counted per address and in all.
pub struct Conns {
    per_address: usize,
    total: usize,
    reserve: usize,
    open: Mutex<(HashMap<IpAddr, usize>, usize)>,
}

/// One admitted connection, counted while it lives.
pub struct ConnTicket {
    conns: Arc<Conns>,
    ip: IpAddr,
}

impl Conns {
    /// At most `per_address` from one address and `total` in all; past
    /// `total`, an address holding fewer than 4 (a phone) is still let in
    /// until `reserve`.
    pub fn new(per_address: usize, total: usize, reserve: usize) -> Arc<Conns> {
        Arc::new(Conns {
            per_address,
            total,
            reserve: reserve.max(total),
            open: Mutex::new((HashMap::new(), 0)),
        })
    }

    /// The bounds for this process: `per_address`, and half of the
    /// open-file limit in all (the rest for the database, the web build's
    /// files and, on the desktop, the window), with a reserve up to the
    /// limit less 64.
    pub fn for_this_process(per_address: usize) -> Arc<Conns> {
        let files = open_file_limit();
        Conns::new(
            per_address,
            (files / 2).clamp(16, 8192),
            files.saturating_sub(64).clamp(16, 16384),
        )
    }

    /// Counts a new connection from `ip`; `None` when it is one too many.
    pub fn admit(self: &Arc<Self>, ip: IpAddr) -> Option<ConnTicket> {
        let mut open = self.open.lock().unwrap_or_else(|p| p.into_inner());
        let (by_ip, total) = &mut *open;
        let mine = by_ip.get(&ip).copied().unwrap_or(0);
        let room = *total < self.total || (mine < 4 && *total < self.reserve);
        if mine >= self.per_address || !room {
            return None;
        }
        *by_ip.entry(ip).or_insert(0) += 1;
        *total += 1;
        Some(ConnTicket {
            conns: self.clone(),
            ip,
        })
    }

    /// How many are open.
    pub fn open(&self) -> usize {
        self.open.lock().unwrap_or_else(|p| p.into_inner()).1
    }
}

impl Drop for ConnTicket {
    fn drop(&mut self) {
        let mut open = self.conns.open.lock().unwrap_or_else(|p| p.into_inner());
        let (by_ip, total) = &mut *open;
        *total = total.saturating_sub(1);
        if let Some(n) = by_ip.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                by_ip.remove(&self.ip);
            }
        }
    }
}

/// The process's open-file limit (its soft limit; 1,024 when unknown,
/// 512 on Windows, whose sockets are not files but which has its bounds).
pub fn open_file_limit() -> usize {
    #[cfg(unix)]
    {
        let mut l = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit writes the struct it is given, nothing else.
        if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut l) } == 0 {
            return usize::try_from(l.rlim_cur)
                .unwrap_or(usize::MAX)
                .min(1 << 20);
        }
        1024
    }
    #[cfg(not(unix))]
    {
        512
    }
}

/// How wrong join codes are limited.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GuessRate {
    /// Wrong codes an address may send without waiting (a family's typos).
    pub free: u32,
    /// The wait after the first wrong code past those; each next one
    /// doubles it.
    pub first_lock: Duration,
    /// The longest wait.
    pub max_lock: Duration,
    /// An address's wrong codes are forgotten this long after its last.
    pub forget_after: Duration,
    /// Wrong codes judged per second from all addresses together.
    pub global_per_second: f64,
    /// ... and at once.
    pub global_burst: f64,
    /// A code that has taken this many wrong guesses is replaced.
    pub rotate_after: u32,
}

impl Default for GuessRate {
    /// 5 free, then 1 s, 2 s, 4 s... up to 15 minutes; forgotten after an
    /// hour; 5 a second from everyone (bursts of 50); a new code after
    /// 1,000 wrong ones.
    fn default() -> Self {
        GuessRate {
            free: 5,
            first_lock: Duration::from_secs(1),
            max_lock: Duration::from_secs(15 * 60),
            forget_after: Duration::from_secs(3600),
            global_per_second: 5.0,
            global_burst: 50.0,
            rotate_after: 1000,
        }
    }
}

/// How many join codes there are.
pub fn code_space() -> f64 {
    (crate::app::host::CODE_ALPHABET.len() as f64).powi(crate::app::host::CODE_LEN as i32)
}

impl GuessRate {
    /// The average time to find the code by guessing, from any number of
    /// addresses: every wrong code takes from the one global bucket, so at
    /// best `global_per_second` guesses a second. Without replacing the
    /// code, an attacker trying each code once needs half the codes on
    /// average; replaced every `rotate_after` wrong guesses, what was
    /// tried is worth nothing, and each guess finds it with chance
    /// 1/codes: the codes themselves on average. The smaller (the first)
    /// is the bound given.
    pub fn mean_time_to_find(&self) -> Duration {
        let guesses = code_space() / 2.0;
        Duration::from_secs_f64((guesses - self.global_burst).max(0.0) / self.global_per_second)
    }
}

/// What an address may do with a join code now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judge {
    /// Judge it.
    Yes,
    /// This address sent too many wrong codes: wait this long.
    AddressLocked(Duration),
    /// Too many wrong codes from everyone: wait this long.
    AllLocked(Duration),
}

struct Address {
    wrong: u32,
    last: Instant,
    until: Instant,
}

struct GuessState {
    by_ip: HashMap<IpAddr, Address>,
    global: (f64, Instant),
    on_code: u32,
}

/// The wrong join codes seen lately.
pub struct Guesses {
    rate: GuessRate,
    state: Mutex<GuessState>,
}

impl Guesses {
    /// None yet.
    pub fn new(rate: GuessRate) -> Guesses {
        Guesses {
            rate,
            state: Mutex::new(GuessState {
                by_ip: HashMap::new(),
                global: (rate.global_burst, Instant::now()),
                on_code: 0,
            }),
        }
    }

    /// Whether a code from `ip` is judged now.
    pub fn judge(&self, ip: IpAddr) -> Judge {
        self.judge_at(ip, Instant::now())
    }

    fn judge_at(&self, ip: IpAddr, now: Instant) -> Judge {
        let mut st = self.state.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(a) = st.by_ip.get(&ip) {
            if a.until > now {
                return Judge::AddressLocked(a.until - now);
            }
        }
        let r = self.rate;
        let (tokens, at) = &mut st.global;
        *tokens = (*tokens + now.duration_since(*at).as_secs_f64() * r.global_per_second)
            .min(r.global_burst);
        *at = now;
        if *tokens < 1.0 {
            let wait = (1.0 - *tokens) / r.global_per_second;
            return Judge::AllLocked(Duration::from_secs_f64(wait));
        }
        Judge::Yes
    }

    /// A wrong code from `ip` (judged after [`Guesses::judge`] said yes).
    /// `true`: the code has taken [`GuessRate::rotate_after`] wrong
    /// guesses and is to be replaced (the count starts again).
    pub fn wrong(&self, ip: IpAddr) -> bool {
        self.wrong_at(ip, Instant::now())
    }

    fn wrong_at(&self, ip: IpAddr, now: Instant) -> bool {
        let r = self.rate;
        let mut st = self.state.lock().unwrap_or_else(|p| p.into_inner());
        st.global.0 -= 1.0;
        if st.by_ip.len() >= MAX_ADDRESSES && !st.by_ip.contains_key(&ip) {
            // Forgetting an address only frees its own lockout: the
            // global bucket still bounds every guess.
            st.by_ip.retain(|_, a| a.until > now);
            if st.by_ip.len() >= MAX_ADDRESSES {
                st.by_ip.clear();
            }
        }
        let a = st.by_ip.entry(ip).or_insert(Address {
            wrong: 0,
            last: now,
            until: now,
        });
        if now.duration_since(a.last) > r.forget_after {
            a.wrong = 0;
        }
        a.wrong += 1;
        a.last = now;
        if a.wrong > r.free {
            let doublings = (a.wrong - r.free - 1).min(30);
            let lock = r.first_lock.saturating_mul(1 << doublings).min(r.max_lock);
            a.until = now + lock;
        }
        st.on_code += 1;
        if st.on_code >= r.rotate_after {
            st.on_code = 0;
            return true;
        }
        false
    }

    /// A right code from `ip`: its wrong ones are forgotten.
    pub fn right(&self, ip: IpAddr) {
        let mut st = self.state.lock().unwrap_or_else(|p| p.into_inner());
        st.by_ip.remove(&ip);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn an_address_gets_its_burst_then_its_rate_and_others_are_not_affected() {
        let l = Limiter::new(Rate {
            per_second: 2.0,
            burst: 3.0,
        });
        let (a, b): (IpAddr, IpAddr) = ("10.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        let t0 = Instant::now();
        assert!((0..3).all(|_| l.allow_at(a, t0)));
        assert!(!l.allow_at(a, t0));
        assert!(l.allow_at(b, t0));
        // Half a second later: one more.
        let t1 = t0 + Duration::from_millis(500);
        assert!(l.allow_at(a, t1));
        assert!(!l.allow_at(a, t1));
    }

    #[test]
    fn an_address_past_its_free_wrong_codes_waits_longer_each_time_and_others_do_not() {
        let g = Guesses::new(GuessRate::default());
        let (a, b): (IpAddr, IpAddr) = ("10.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        let t0 = Instant::now();
        for _ in 0..5 {
            assert_eq!(g.judge_at(a, t0), Judge::Yes);
            g.wrong_at(a, t0);
        }
        // Five typos: never a wait.
        assert_eq!(g.judge_at(a, t0), Judge::Yes);
        g.wrong_at(a, t0);
        assert_eq!(
            g.judge_at(a, t0),
            Judge::AddressLocked(Duration::from_secs(1))
        );
        assert_eq!(g.judge_at(b, t0), Judge::Yes);
        let t1 = t0 + Duration::from_secs(1);
        assert_eq!(g.judge_at(a, t1), Judge::Yes);
        g.wrong_at(a, t1);
        assert_eq!(
            g.judge_at(a, t1),
            Judge::AddressLocked(Duration::from_secs(2))
        );
        // Many more: 15 minutes at most.
        let mut t = t1;
        for _ in 0..40 {
            t += Duration::from_secs(3600 - 1);
            g.wrong_at(a, t);
        }
        assert_eq!(
            g.judge_at(a, t),
            Judge::AddressLocked(Duration::from_secs(900))
        );
        // A right code forgets them.
        g.right(a);
        assert_eq!(g.judge_at(a, t), Judge::Yes);
    }

    #[test]
    fn wrong_codes_from_every_address_share_one_bucket_and_replace_the_code() {
        let rate = GuessRate::default();
        let g = Guesses::new(rate);
        let t0 = Instant::now();
        let mut rotated = 0;
        let mut judged = 0;
        // 10,000 addresses, one guess each, all in the same instant.
        for k in 0..10_000u32 {
            let ip = IpAddr::from(std::net::Ipv4Addr::from(0x0a00_0000 + k));
            if g.judge_at(ip, t0) == Judge::Yes {
                judged += 1;
                rotated += g.wrong_at(ip, t0) as u32;
            }
        }
        assert_eq!(judged, rate.global_burst as u32);
        // A minute later: 5 a second more.
        let t1 = t0 + Duration::from_secs(60);
        for k in 0..10_000u32 {
            let ip = IpAddr::from(std::net::Ipv4Addr::from(0x0b00_0000 + k));
            if g.judge_at(ip, t1) == Judge::Yes {
                judged += 1;
                rotated += g.wrong_at(ip, t1) as u32;
            }
        }
        assert_eq!(judged, 50 + 50, "the bucket refills to its burst at most");
        assert_eq!(rotated, 0);
        // 1,000 wrong codes: the code is replaced.
        let mut t = t1;
        for k in 0..900u32 {
            t += Duration::from_millis(200);
            let ip = IpAddr::from(std::net::Ipv4Addr::from(0x0c00_0000 + k));
            assert_eq!(g.judge_at(ip, t), Judge::Yes);
            rotated += g.wrong_at(ip, t) as u32;
        }
        assert_eq!(rotated, 1);
    }

    #[test]
    fn past_max_addresses_the_map_stops_growing_and_new_addresses_share_one_bucket() {
        let rate = Rate {
            per_second: 1.0,
            burst: 3.0,
        };
        let l = Limiter::new(rate);
        let t0 = Instant::now();
        let ip = |k: u32| IpAddr::from(std::net::Ipv4Addr::from(0x0a00_0000 + k));
        // Every bucket in use (none full): nothing can be forgotten.
        for k in 0..MAX_ADDRESSES as u32 {
            assert!(l.allow_at(ip(k), t0));
        }
        // 20,000 more addresses: the map holds no more, and they share
        // one bucket (3 at once), so they cannot flood by numbers either.
        let allowed = (0..20_000u32)
            .filter(|k| l.allow_at(ip(MAX_ADDRESSES as u32 + k), t0))
            .count();
        assert_eq!(allowed, 3);
        let len = || l.buckets.lock().unwrap().by_ip.len();
        assert_eq!(len(), MAX_ADDRESSES);
        // A known address keeps its own bucket meanwhile.
        assert!(l.allow_at(ip(7), t0));
        assert!(l.allow_at(ip(7), t0));
        assert!(!l.allow_at(ip(7), t0));
        // Once the known buckets are full again (quiet for a while), they
        // are forgotten and a new address gets a bucket of its own.
        let later = t0 + Duration::from_secs(10);
        assert!(l.allow_at(ip(999_999), later));
        assert_eq!(len(), 1);
        assert!(l.allow_at(ip(999_999), later));
    }

    /// The figure of issue 20, from what [`Guesses`] does: an attacker
    /// with as many addresses as it likes guesses whenever a guess would be
    /// judged, for a simulated day; the rate it got gives the time to find
    /// the code. Printed with
    /// `cargo test --features serve --lib server::limit -- --nocapture`.
    #[test]
    fn finding_the_join_code_by_guessing_takes_over_a_year_on_average() {
        let rate = GuessRate::default();
        let g = Guesses::new(rate);
        let t0 = Instant::now();
        let day = Duration::from_secs(24 * 3600);
        let (mut t, mut judged, mut rotated, mut k) = (t0, 0u64, 0u64, 0u32);
        while t < t0 + day {
            // A fresh address for every guess: no address is ever locked.
            let ip = IpAddr::from(std::net::Ipv4Addr::from(0x0a00_0000 + k));
            k = k.wrapping_add(1);
            match g.judge_at(ip, t) {
                Judge::Yes => {
                    judged += 1;
                    rotated += g.wrong_at(ip, t) as u64;
                }
                Judge::AllLocked(wait) => t += wait.max(Duration::from_micros(1)),
                Judge::AddressLocked(_) => unreachable!("a fresh address is never locked"),
            }
        }
        let per_second = judged as f64 / day.as_secs_f64();
        // The burst, then the global rate: never more.
        assert!(
            judged as f64 <= rate.global_burst + rate.global_per_second * day.as_secs_f64() + 1.0,
            "{judged} guesses judged in a day"
        );
        assert!(per_second > rate.global_per_second * 0.99, "{per_second}");
        assert_eq!(
            rotated,
            judged / rate.rotate_after as u64,
            "a new code every 1,000"
        );
        // Trying each code once needs half of them on average; the code
        // being replaced makes it worse (every code, on average).
        let year = 365.25 * 24.0 * 3600.0;
        let half = code_space() / 2.0 / per_second;
        let with_new_codes = code_space() / per_second;
        println!(
            "join codes: {:.0} codes; in a simulated day an attacker with any number of addresses \
             had {judged} guesses judged ({per_second:.2} a second) and the code was replaced \
             {rotated} times: {:.1} years on average to find one ({:.1} counting the new codes)",
            code_space(),
            half / year,
            with_new_codes / year,
        );
        assert!(half > year, "{half} s");
        // The bound the host documents agrees with what it does.
        let said = rate.mean_time_to_find().as_secs_f64();
        assert!((said - half).abs() / half < 0.01, "{said} against {half}");
    }
}
