//! The address other machines reach this one at, for the links the
//! command line prints: `mextrain serve`'s (a table's, a club night's, a
//! league's) and `mextrain league host`'s. Both use it; neither uses the
//! other for it.

use std::net::IpAddr;

/// The address phones reach this machine at: the bound one, or, bound to
/// every network, the one the system would use to reach another machine
/// (found by connecting a UDP socket, which sends nothing).
pub(super) fn reachable(bind: IpAddr) -> IpAddr {
    if !bind.is_unspecified() {
        return bind;
    }
    std::net::UdpSocket::bind("0.0.0.0:0")
        .and_then(|s| {
            s.connect("192.0.2.1:9")?;
            s.local_addr()
        })
        .map(|a| a.ip())
        .unwrap_or(IpAddr::from([127, 0, 0, 1]))
}

/// The address other machines reach this one at, on every network.
pub(super) fn reachable_ip() -> IpAddr {
    reachable(IpAddr::from([0, 0, 0, 0]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bound_address_is_the_one_reached() {
        let at: IpAddr = "192.168.1.20".parse().unwrap();
        assert_eq!(reachable(at), at);
    }

    #[test]
    fn every_network_is_reached_at_one_real_address() {
        // Whatever the machine's networks, never the unspecified address a
        // link could not be opened at.
        assert!(!reachable_ip().is_unspecified());
        assert!(!reachable(IpAddr::from([0, 0, 0, 0])).is_unspecified());
    }
}
