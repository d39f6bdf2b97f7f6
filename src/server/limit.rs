//! A token bucket per client address: each address may make `burst`
//! requests at once and `per_second` more every second.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Instant;

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

/// The buckets of every address seen lately.
pub struct Limiter {
    rate: Rate,
    buckets: Mutex<HashMap<IpAddr, (f64, Instant)>>,
}

/// Past this many addresses, the full buckets are forgotten.
const MAX_ADDRESSES: usize = 4096;

impl Limiter {
    /// No requests yet.
    pub fn new(rate: Rate) -> Limiter {
        Limiter {
            rate,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes one request from `ip`'s bucket; `false` when it is empty.
    pub fn allow(&self, ip: IpAddr) -> bool {
        self.allow_at(ip, Instant::now())
    }

    fn allow_at(&self, ip: IpAddr, now: Instant) -> bool {
        let mut buckets = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        if buckets.len() >= MAX_ADDRESSES && !buckets.contains_key(&ip) {
            let rate = self.rate;
            buckets.retain(|_, (tokens, at)| {
                *tokens + now.duration_since(*at).as_secs_f64() * rate.per_second < rate.burst
            });
        }
        let (tokens, at) = buckets.entry(ip).or_insert((self.rate.burst, now));
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
}
