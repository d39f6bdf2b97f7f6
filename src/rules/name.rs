//! Names typed by people (players, phones): what is kept of them.
//!
//! A name is shown on every screen, in files and in a terminal, so it may
//! hold any letter of any script (é, ß, 漢字, العربية), but nothing that
//! changes how the text *around* it is shown: control characters, terminal
//! escape sequences (`ESC [31m` would colour a terminal red), the bidi
//! overrides and isolates that reverse the text after them (U+202A–U+202E,
//! U+2066–U+2069, the marks U+200E, U+200F, U+061C), and the invisible
//! characters that make two names look the same (U+200B, U+2060–U+2064,
//! U+FEFF, U+00AD). The joiners U+200C and U+200D stay: scripts and emoji
//! need them.

/// `name` with every escape sequence, control character, bidi control and
/// invisible character removed (a line break or tab becomes a space), and
/// the spaces around it trimmed.
///
/// ```
/// use mextrain::rules::clean_name;
/// assert_eq!(clean_name("\u{1b}[31mAna\u{1b}[0m"), "Ana");
/// assert_eq!(clean_name("Ben\u{202e}olleh"), "Benolleh");
/// assert_eq!(clean_name("Zoë Weiß 漢字 العربية"), "Zoë Weiß 漢字 العربية");
/// ```
pub fn clean_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut it = name.chars().peekable();
    while let Some(c) = it.next() {
        match c {
            '\u{1b}' => match it.peek().copied() {
                Some('[') => {
                    it.next();
                    skip_csi(&mut it);
                }
                Some(']' | 'P' | 'X' | '^' | '_') => {
                    it.next();
                    skip_string(&mut it);
                }
                Some('\u{20}'..='\u{2f}') => {
                    // Intermediate bytes, then the final one (ESC ( B).
                    while it.next_if(|c| ('\u{20}'..='\u{2f}').contains(c)).is_some() {}
                    it.next_if(|c| ('\u{30}'..='\u{7e}').contains(c));
                }
                Some('\u{30}'..='\u{7e}') => {
                    it.next();
                }
                _ => {}
            },
            '\u{9b}' => skip_csi(&mut it),
            '\u{90}' | '\u{98}' | '\u{9d}' | '\u{9e}' | '\u{9f}' => skip_string(&mut it),
            c if c.is_whitespace() && (c.is_control() || matches!(c, '\u{2028}' | '\u{2029}')) => {
                out.push(' ')
            }
            c if c.is_control() || is_hidden(c) => {}
            c => out.push(c),
        }
    }
    out.trim().to_string()
}

/// Bidi controls and invisible characters (see the module's words).
fn is_hidden(c: char) -> bool {
    matches!(
        c,
        '\u{202a}'..='\u{202e}'
            | '\u{2066}'..='\u{2069}'
            | '\u{200e}'
            | '\u{200f}'
            | '\u{061c}'
            | '\u{200b}'
            | '\u{2060}'..='\u{2064}'
            | '\u{206a}'..='\u{206f}'
            | '\u{feff}'
            | '\u{00ad}'
            | '\u{fff9}'..='\u{fffb}'
    )
}

/// Skips a control sequence's parameters and intermediates, then its final
/// character.
fn skip_csi(it: &mut std::iter::Peekable<std::str::Chars<'_>>) {
    while it.next_if(|c| ('\u{20}'..='\u{3f}').contains(c)).is_some() {}
    it.next_if(|c| ('\u{40}'..='\u{7e}').contains(c));
}

/// Skips a control string (OSC, DCS, ...) up to its terminator: BEL,
/// `ESC \` or ST, or the end of the name.
fn skip_string(it: &mut std::iter::Peekable<std::str::Chars<'_>>) {
    while let Some(c) = it.next() {
        match c {
            '\u{07}' | '\u{9c}' => return,
            '\u{1b}' => {
                it.next_if_eq(&'\\');
                return;
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::clean_name;

    #[test]
    fn escape_sequences_go_whole() {
        assert_eq!(clean_name("\u{1b}[31mAna\u{1b}[0m"), "Ana");
        assert_eq!(clean_name("\u{1b}[1;38;5;196mBen"), "Ben");
        assert_eq!(clean_name("\u{9b}2JCleo"), "Cleo");
        // A terminal title (OSC), ended by BEL or by ESC \.
        assert_eq!(clean_name("\u{1b}]0;pwned\u{07}Dan"), "Dan");
        assert_eq!(clean_name("\u{1b}]8;;http://x\u{1b}\\Eve"), "Eve");
        assert_eq!(clean_name("\u{1b}(BFay\u{1b}7"), "Fay");
        assert_eq!(clean_name("Gus\u{1b}"), "Gus");
    }

    #[test]
    fn controls_bidi_and_invisible_characters_go() {
        assert_eq!(clean_name("A\u{0}n\u{7}a\u{7f}"), "Ana");
        assert_eq!(clean_name("Ana\nBen\tCy\r"), "Ana Ben Cy");
        for c in [
            '\u{202a}', '\u{202b}', '\u{202c}', '\u{202d}', '\u{202e}', '\u{2066}', '\u{2067}',
            '\u{2068}', '\u{2069}', '\u{200e}', '\u{200f}', '\u{061c}', '\u{200b}', '\u{feff}',
        ] {
            assert_eq!(clean_name(&format!("Ana{c}lia")), "Analia", "{:?}", c);
        }
        assert_eq!(clean_name("\u{202e}\u{1b}[31m \u{200f}"), "");
    }

    #[test]
    fn letters_of_every_script_accents_and_emoji_stay() {
        for name in [
            "Zoë",
            "Weiß",
            "Ångström",
            "漢字",
            "العربية",
            "עברית",
            "Ελένη",
            "Дмитрий",
            "मेरा",
            "می‌خواهم", // with a zero-width non-joiner
            "👨‍👩‍👧",      // with zero-width joiners
            "Ana-Lú O'Neil",
        ] {
            assert_eq!(clean_name(name), name);
        }
        assert_eq!(clean_name("  Ana  "), "Ana");
    }
}
