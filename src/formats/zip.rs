//! A zip archive of files stored as they are (no compression): what the
//! browser downloads when a league's season is published
//! ([`crate::app::league::publish`]), a site of a few small text files.
//!
//! Written here rather than with the `zip` crate: the web build's wasm has
//! a size budget (`make web-size`) and the crate's writer, with its CRC
//! tables, costs more of it than these few lines; stored entries, UTF-8
//! names, no ZIP64 (a site is far below 4 GB and 65,535 files), one date
//! for every file. Any unzip tool, and every system's own, opens it.

/// The CRC-32 (IEEE, as zip, gzip and PNG use it) of `bytes`, bit by bit:
/// no table, as it runs once over a few megabytes.
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = (crc >> 1) ^ (0xEDB8_8320 & (crc & 1).wrapping_neg());
        }
    }
    !crc
}

/// `YYYY-MM-DD` as an MS-DOS date (zip's), 1980-01-01 when it is not one.
pub fn dos_date(date: &str) -> u16 {
    use chrono::Datelike;
    match super::parse_date(date) {
        Some(d) if (1980..=2107).contains(&d.year()) => {
            ((d.year() as u16 - 1980) << 9) | ((d.month() as u16) << 5) | d.day() as u16
        }
        _ => (1 << 5) | 1,
    }
}

/// A zip archive of `files` (each a name, `/` between folders, and its
/// bytes), in their order, each stored with the date `date` (MS-DOS, see
/// [`dos_date`]) at midnight.
pub fn stored(files: &[(String, Vec<u8>)], date: u16) -> Vec<u8> {
    let total: usize = files.iter().map(|(n, b)| 76 + 2 * n.len() + b.len()).sum();
    let mut out = Vec::with_capacity(total + 22);
    let mut central = Vec::new();
    for (name, bytes) in files {
        let offset = out.len() as u32;
        // The fields a local header and a central one share: version
        // needed (2.0), flags (bit 11: the name is UTF-8), method (0:
        // stored), time, date, CRC-32, both sizes, the name's length.
        let mut common = Vec::with_capacity(26);
        for v in [20u16, 0x0800, 0, 0, date] {
            common.extend_from_slice(&v.to_le_bytes());
        }
        for v in [crc32(bytes), bytes.len() as u32, bytes.len() as u32] {
            common.extend_from_slice(&v.to_le_bytes());
        }
        common.extend_from_slice(&(name.len() as u16).to_le_bytes());
        out.extend_from_slice(&0x0403_4b50u32.to_le_bytes());
        out.extend_from_slice(&common);
        out.extend_from_slice(&[0, 0]);
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(bytes);
        // Made by: 2.0, on a system whose attributes are MS-DOS's (none).
        central.extend_from_slice(&0x0201_4b50u32.to_le_bytes());
        central.extend_from_slice(&20u16.to_le_bytes());
        central.extend_from_slice(&common);
        // Extra field, comment, disk, internal and external attributes.
        central.extend_from_slice(&[0; 12]);
        central.extend_from_slice(&offset.to_le_bytes());
        central.extend_from_slice(name.as_bytes());
    }
    let (at, size, count) = (out.len() as u32, central.len() as u32, files.len() as u16);
    out.extend_from_slice(&central);
    out.extend_from_slice(&0x0605_4b50u32.to_le_bytes());
    out.extend_from_slice(&[0; 4]);
    out.extend_from_slice(&count.to_le_bytes());
    out.extend_from_slice(&count.to_le_bytes());
    out.extend_from_slice(&size.to_le_bytes());
    out.extend_from_slice(&at.to_le_bytes());
    out.extend_from_slice(&[0, 0]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_crc_is_zips() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b""), 0);
    }

    #[test]
    fn dates_are_dos_dates() {
        assert_eq!(dos_date("2026-11-28"), (46 << 9) | (11 << 5) | 28);
        assert_eq!(dos_date("someday"), 0x21);
    }

    fn u16_at(b: &[u8], at: usize) -> usize {
        u16::from_le_bytes([b[at], b[at + 1]]) as usize
    }

    fn u32_at(b: &[u8], at: usize) -> usize {
        u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]]) as usize
    }

    /// Read back through the central directory, as an unzip tool does:
    /// every name, and the bytes its local header points at.
    #[test]
    fn the_central_directory_finds_every_file() {
        let files = vec![
            ("index.html".to_string(), b"<!DOCTYPE html>".to_vec()),
            ("été.css".to_string(), vec![]),
            ("p1.html".to_string(), vec![7; 1000]),
        ];
        let zip = stored(&files, dos_date("2026-11-28"));
        let end = zip.len() - 22;
        assert_eq!(u32_at(&zip, end), 0x0605_4b50);
        assert_eq!(u16_at(&zip, end + 10), 3);
        let (mut at, mut read) = (u32_at(&zip, end + 16), vec![]);
        for _ in 0..3 {
            assert_eq!(u32_at(&zip, at), 0x0201_4b50);
            let (crc, size) = (u32_at(&zip, at + 16), u32_at(&zip, at + 24));
            let name_len = u16_at(&zip, at + 28);
            let name = String::from_utf8(zip[at + 46..at + 46 + name_len].to_vec()).unwrap();
            let local = u32_at(&zip, at + 42);
            assert_eq!(u32_at(&zip, local), 0x0403_4b50);
            let start = local + 30 + u16_at(&zip, local + 26);
            let bytes = zip[start..start + size].to_vec();
            assert_eq!(crc32(&bytes) as usize, crc);
            read.push((name, bytes));
            at += 46 + name_len;
        }
        assert_eq!(read, files);
        assert_eq!(at, end);
    }
}
