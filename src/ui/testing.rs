//! A headless driver for the app, for tests: renders the real components in a
//! `VirtualDom`, finds elements by their `id` attribute, clicks and types into
//! them through the same event path the window uses, and returns the HTML.
//!
//! ```no_run
//! let dir = tempfile::tempdir().unwrap();
//! let mut app = mextrain::ui::testing::Harness::open(dir.path(), "/new");
//! app.input("player-0", "Ana");
//! app.click("start-game");
//! assert!(app.html().contains("needs a name"));
//! ```

use super::{App, AppProps};
use dioxus::core::{
    AttributeValue, ElementId, Event, Template, TemplateAttribute, TemplateNode, WriteMutations,
};
use dioxus::html::{PlatformEventData, SerializedHtmlEventConverter};
use dioxus::prelude::*;
use std::any::Any;
use std::collections::HashMap;
use std::path::Path;
use std::rc::Rc;

/// Records which element each runtime id stands for, with its attributes.
#[derive(Default)]
struct Recorder {
    stack: Vec<Option<&'static TemplateNode>>,
    nodes: HashMap<usize, (u64, HashMap<String, String>)>,
    templates: HashMap<usize, &'static TemplateNode>,
    seq: u64,
}

impl Recorder {
    fn record(&mut self, id: ElementId, node: Option<&'static TemplateNode>) {
        self.seq += 1;
        let mut attrs = HashMap::new();
        if let Some(TemplateNode::Element { attrs: a, tag, .. }) = node {
            attrs.insert("<tag>".to_string(), tag.to_string());
            for at in a.iter() {
                if let TemplateAttribute::Static { name, value, .. } = at {
                    attrs.insert(name.to_string(), value.to_string());
                }
            }
            self.templates.insert(id.0, node.unwrap());
        }
        self.nodes.insert(id.0, (self.seq, attrs));
    }

    fn pop(&mut self, m: usize) {
        let n = self.stack.len().saturating_sub(m);
        self.stack.truncate(n);
    }

    fn find(&self, attr: &str, value: &str) -> Option<ElementId> {
        self.nodes
            .iter()
            .filter(|(_, (_, a))| a.get(attr).map(String::as_str) == Some(value))
            .max_by_key(|(_, (seq, _))| *seq)
            .map(|(id, _)| ElementId(*id))
    }
}

impl WriteMutations for Recorder {
    fn append_children(&mut self, _id: ElementId, m: usize) {
        self.pop(m);
    }
    fn assign_node_id(&mut self, path: &'static [u8], id: ElementId) {
        let mut node = self.stack.last().copied().flatten();
        for &i in path {
            node = match node {
                Some(TemplateNode::Element { children, .. }) => children.get(i as usize),
                _ => None,
            };
        }
        self.record(id, node);
    }
    fn create_placeholder(&mut self, id: ElementId) {
        self.record(id, None);
        self.stack.push(None);
    }
    fn create_text_node(&mut self, _value: &str, id: ElementId) {
        self.record(id, None);
        self.stack.push(None);
    }
    fn load_template(&mut self, template: Template, index: usize, id: ElementId) {
        let root = template.roots.get(index);
        self.record(id, root);
        self.stack.push(root);
    }
    fn replace_node_with(&mut self, id: ElementId, m: usize) {
        self.nodes.remove(&id.0);
        self.pop(m);
    }
    fn replace_placeholder_with_nodes(&mut self, _path: &'static [u8], m: usize) {
        self.pop(m);
    }
    fn insert_nodes_after(&mut self, _id: ElementId, m: usize) {
        self.pop(m);
    }
    fn insert_nodes_before(&mut self, _id: ElementId, m: usize) {
        self.pop(m);
    }
    fn set_attribute(
        &mut self,
        name: &'static str,
        _ns: Option<&'static str>,
        value: &AttributeValue,
        id: ElementId,
    ) {
        let v = match value {
            AttributeValue::Text(t) => Some(t.clone()),
            AttributeValue::Int(i) => Some(i.to_string()),
            AttributeValue::Float(f) => Some(f.to_string()),
            AttributeValue::Bool(b) => Some(b.to_string()),
            AttributeValue::None => None,
            _ => Some(String::new()),
        };
        if let Some((_, attrs)) = self.nodes.get_mut(&id.0) {
            match v {
                Some(v) => {
                    attrs.insert(name.to_string(), v);
                }
                None => {
                    attrs.remove(name);
                }
            }
        }
    }
    fn set_node_text(&mut self, _value: &str, _id: ElementId) {}
    fn create_event_listener(&mut self, _name: &'static str, _id: ElementId) {}
    fn remove_event_listener(&mut self, _name: &'static str, _id: ElementId) {}
    fn remove_node(&mut self, id: ElementId) {
        self.nodes.remove(&id.0);
    }
    fn push_root(&mut self, id: ElementId) {
        let t = self.templates.get(&id.0).copied();
        self.stack.push(t);
    }
}

/// The app in a `VirtualDom`, driven like a person would.
pub struct Harness {
    dom: VirtualDom,
    rec: Recorder,
    actions: usize,
}

impl Harness {
    /// Opens the app on data folder `dir`, at address `start` (e.g. `/new`).
    pub fn open(dir: &Path, start: &str) -> Harness {
        Harness::start(dir, Some(start.to_string()))
    }

    /// Opens the app as a person starts it: on the unfinished game, else home.
    pub fn launch(dir: &Path) -> Harness {
        Harness::start(dir, None)
    }

    /// Opens the app as a browser does on a reload or a link to `path`
    /// (the address is already there; nothing asks for a start page).
    pub fn reload(dir: &Path, path: &str) -> Harness {
        Harness::start_at(dir, None, Some(path), crate::i18n::Lang::ENGLISH)
    }

    /// Opens the app at `start` on a device whose language is `device`
    /// (the others open on an English device). The Display card's choice,
    /// when one is kept, still wins.
    pub fn open_on_device(dir: &Path, start: &str, device: crate::i18n::Lang) -> Harness {
        Harness::start_at(dir, Some(start.to_string()), None, device)
    }

    fn start(dir: &Path, start: Option<String>) -> Harness {
        Harness::start_at(dir, start, None, crate::i18n::Lang::ENGLISH)
    }

    fn start_at(
        dir: &Path,
        start: Option<String>,
        address: Option<&str>,
        device: crate::i18n::Lang,
    ) -> Harness {
        dioxus::html::set_event_converter(Box::new(SerializedHtmlEventConverter));
        let mut dom = VirtualDom::new_with_props(
            App,
            AppProps {
                data_dir: dir.to_path_buf(),
                start,
            },
        );
        dom = dom.with_root_context(super::DeviceLang(device));
        if let Some(path) = address {
            let history: Rc<dyn dioxus::history::History> =
                Rc::new(dioxus::history::MemoryHistory::with_initial_path(path));
            dom = dom.with_root_context(history);
        }
        let mut h = Harness {
            dom,
            rec: Recorder::default(),
            actions: 0,
        };
        h.dom.rebuild(&mut h.rec);
        h.settle();
        h
    }

    /// Lets pending updates (navigation, signals) render.
    pub fn settle(&mut self) {
        for _ in 0..4 {
            self.dom.process_events();
            self.dom.render_immediate(&mut self.rec);
        }
    }

    /// The page as HTML.
    pub fn html(&self) -> String {
        dioxus_ssr::render(&self.dom)
    }

    /// The page as text only (tags removed, whitespace folded).
    pub fn text(&self) -> String {
        text_of_html(&self.html())
    }

    /// Whether an element with this `id` is on the page.
    pub fn exists(&self, id: &str) -> bool {
        self.rec.find("id", id).is_some() && self.on_page(id)
    }

    /// Whether the rendered page holds an element with this `id` (the
    /// recorder may still remember elements whose parent was removed).
    fn on_page(&self, id: &str) -> bool {
        self.html().contains(&format!("id=\"{id}\""))
    }

    fn element(&self, id: &str) -> ElementId {
        match self.rec.find("id", id) {
            Some(e) if self.on_page(id) => e,
            _ => panic!("no element with id '{id}' on the page:\n{}", self.text()),
        }
    }

    /// How many clicks and text entries a person has made so far.
    pub fn actions(&self) -> usize {
        self.actions
    }

    fn fire(&mut self, name: &str, target: ElementId, data: Box<dyn Any>) {
        self.actions += 1;
        let event = Event::new(Rc::new(PlatformEventData::new(data)) as Rc<dyn Any>, true);
        self.dom.runtime().handle_event(name, event, target);
        self.settle();
    }

    /// Clicks the element with this `id`.
    pub fn click(&mut self, id: &str) {
        let target = self.element(id);
        let data = dioxus::html::SerializedMouseData::default();
        self.fire("click", target, Box::new(data));
    }

    /// Types `value` into the input with this `id` (replacing what was there).
    pub fn input(&mut self, id: &str, value: &str) {
        let target = self.element(id);
        let data: dioxus::html::SerializedFormData =
            serde_json::from_value(serde_json::json!({ "value": value })).expect("form data");
        self.fire("input", target, Box::new(data.clone()));
    }

    /// Submits the form with this `id` (what Enter in one of its boxes does).
    pub fn submit(&mut self, id: &str) {
        let target = self.element(id);
        let data: dioxus::html::SerializedFormData =
            serde_json::from_value(serde_json::json!({ "value": "" })).expect("form data");
        self.fire("submit", target, Box::new(data));
    }

    /// Picks `value` in the select with this `id`.
    pub fn select(&mut self, id: &str, value: &str) {
        let target = self.element(id);
        let data: dioxus::html::SerializedFormData =
            serde_json::from_value(serde_json::json!({ "value": value })).expect("form data");
        self.fire("change", target, Box::new(data));
    }
}

/// The whole element with this `id` in rendered HTML (its tag, what it
/// holds, its end tag): what the render tests look inside.
pub fn element_of_html(html: &str, id: &str) -> String {
    let at = html
        .find(&format!("id=\"{id}\""))
        .unwrap_or_else(|| panic!("no #{id} in {html}"));
    let start = html[..at].rfind('<').unwrap();
    let tag: String = html[start + 1..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric())
        .collect();
    let (open, close) = (format!("<{tag}"), format!("</{tag}>"));
    let mut depth = 0usize;
    // The next start tag of the same name (`<p ` or `<p>`, not `<path`).
    let open_after = |from: usize| {
        let mut k = from;
        while let Some(o) = html[k..].find(&open).map(|o| o + k) {
            if matches!(
                html.as_bytes().get(o + open.len()),
                Some(b' ' | b'>' | b'/')
            ) {
                return Some(o);
            }
            k = o + 1;
        }
        None
    };
    let mut i = start;
    loop {
        let next_open = open_after(i + 1);
        let next_close = html[i..].find(&close).map(|k| k + i).expect("closed");
        match next_open {
            Some(o) if o < next_close => {
                depth += 1;
                i = o;
            }
            _ => {
                if depth == 0 {
                    return html[start..next_close + close.len()].to_string();
                }
                depth -= 1;
                i = next_close + 1;
            }
        }
    }
}

/// HTML as text only: tags removed, whitespace folded, entities decoded.
pub fn text_of_html(html: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => {
                in_tag = true;
                out.push(' ');
            }
            '>' => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    let out = out.split_whitespace().collect::<Vec<_>>().join(" ");
    [
        ("&#39;", "'"),
        ("&quot;", "\""),
        ("&#34;", "\""),
        ("&lt;", "<"),
        ("&#60;", "<"),
        ("&gt;", ">"),
        ("&#62;", ">"),
        ("&amp;", "&"),
        ("&#38;", "&"),
    ]
    .iter()
    .fold(out, |acc, (from, to)| acc.replace(from, to))
}
