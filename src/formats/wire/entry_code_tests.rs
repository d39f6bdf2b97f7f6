use super::*;
use crate::i18n::Message;
use crate::rules::EntryError;

/// Every refusal of the engine has a code, and a phone reads the code
/// and its arguments back as the same message.
#[test]
fn every_refusal_goes_over_the_wire_and_back() {
    for e in EntryError::samples() {
        let said = e.said();
        let (code, args) = entry_code(&said).unwrap_or_else(|| panic!("no code: {e:?}"));
        assert!(CODES.contains(&code), "{code}");
        let args: Map<String, Value> = args.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
        assert_eq!(entry_said(code, &args), Some(said), "{code}");
    }
    assert_eq!(ENTRY_CODES.len(), EntryError::samples().len());
}
