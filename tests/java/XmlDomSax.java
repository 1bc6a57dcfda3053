import java.io.*;
import java.util.*;
import javax.xml.parsers.*;
import javax.xml.transform.*;
import javax.xml.transform.dom.*;
import javax.xml.transform.stream.*;
import javax.xml.xpath.*;
import org.w3c.dom.*;
import org.xml.sax.*;
import org.xml.sax.helpers.*;

// javax.xml from a string: DOM parsing with namespaces, CDATA, comments and processing
// instructions; XPath counts, sums, predicates and node sets; DOM edits serialized by the
// Transformer (plain and indented); an XSLT stylesheet with xsl:sort; SAX events; parse errors.
public class XmlDomSax {
    static final String XML = "<?xml version=\"1.0\"?>\n<!-- top -->\n<library xmlns:x=\"urn:x\" name=\"main\">\n"
        + "  <book id=\"1\" year=\"1999\"><title>Rivet &amp; Threads</title><x:tag>a</x:tag></book>\n"
        + "  <book id=\"2\" year=\"2005\"><title><![CDATA[<Green> threads]]></title><price>12.50</price></book>\n"
        + "  <book id=\"3\" year=\"2017\"><title>Java \u00e9t\u00e9</title><price>7</price></book>\n"
        + "  <?proc data?>\n</library>\n";

    public static void main(String[] args) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        DocumentBuilder b = f.newDocumentBuilder();
        Document d = b.parse(new InputSource(new StringReader(XML)));
        Element root = d.getDocumentElement();
        System.out.println("root " + root.getTagName() + " name=" + root.getAttribute("name") + " children " + root.getChildNodes().getLength());
        dump(root, 0);
        NodeList books = d.getElementsByTagName("book");
        for (int i = 0; i < books.getLength(); i++) {
            Element e = (Element) books.item(i);
            System.out.println("book " + e.getAttribute("id") + " " + e.getElementsByTagName("title").item(0).getTextContent());
        }
        NodeList tags = d.getElementsByTagNameNS("urn:x", "tag");
        System.out.println("ns tags " + tags.getLength() + " " + tags.item(0).getNamespaceURI() + " prefix " + tags.item(0).getPrefix());

        XPath xp = XPathFactory.newInstance().newXPath();
        System.out.println("xpath count " + xp.evaluate("count(/library/book)", d));
        System.out.println("xpath sum " + xp.evaluate("sum(//price)", d));
        System.out.println("xpath title " + xp.evaluate("/library/book[@year>2000][1]/title", d));
        NodeList nl = (NodeList) xp.evaluate("//book[price]/@id", d, XPathConstants.NODESET);
        for (int i = 0; i < nl.getLength(); i++) System.out.println("xpath id " + nl.item(i).getNodeValue());
        Double num = (Double) xp.evaluate("string-length(//book[1]/title)", d, XPathConstants.NUMBER);
        System.out.println("xpath number " + num);
        System.out.println("xpath bool " + xp.evaluate("boolean(//book[@id='4'])", d, XPathConstants.BOOLEAN));

        // modify and serialize
        Element nb = d.createElement("book");
        nb.setAttribute("id", "4");
        nb.appendChild(d.createTextNode("x < y & \"z\""));
        root.appendChild(nb);
        root.removeChild(books.item(0));
        Transformer t = TransformerFactory.newInstance().newTransformer();
        t.setOutputProperty(OutputKeys.OMIT_XML_DECLARATION, "yes");
        StringWriter sw = new StringWriter();
        t.transform(new DOMSource(d), new StreamResult(sw));
        System.out.println("serialized:\n" + sw);
        t.setOutputProperty(OutputKeys.INDENT, "yes");
        t.setOutputProperty("{http://xml.apache.org/xslt}indent-amount", "2");
        t.setOutputProperty(OutputKeys.OMIT_XML_DECLARATION, "no");
        Document d2 = b.newDocument();
        Element r2 = d2.createElement("a");
        d2.appendChild(r2);
        for (int i = 0; i < 3; i++) { Element c = d2.createElement("c"); c.setAttribute("n", "" + i); c.setTextContent("v" + i); r2.appendChild(c); }
        sw = new StringWriter();
        t.transform(new DOMSource(d2), new StreamResult(sw));
        System.out.println("indented:\n" + sw);

        // XSLT
        String xsl = "<xsl:stylesheet version=\"1.0\" xmlns:xsl=\"http://www.w3.org/1999/XSL/Transform\">"
            + "<xsl:output method=\"text\"/>"
            + "<xsl:template match=\"/\"><xsl:for-each select=\"//book\"><xsl:sort select=\"@year\" data-type=\"number\" order=\"descending\"/>"
            + "<xsl:value-of select=\"@id\"/>:<xsl:value-of select=\"title\"/>;</xsl:for-each></xsl:template></xsl:stylesheet>";
        Transformer xt = TransformerFactory.newInstance().newTransformer(new StreamSource(new StringReader(xsl)));
        sw = new StringWriter();
        xt.transform(new StreamSource(new StringReader(XML)), new StreamResult(sw));
        System.out.println("xslt " + sw);

        // SAX
        SAXParserFactory sf = SAXParserFactory.newInstance();
        sf.setNamespaceAware(true);
        List<String> ev = new ArrayList<>();
        sf.newSAXParser().parse(new InputSource(new StringReader(XML)), new DefaultHandler() {
            StringBuilder sb = new StringBuilder();
            public void startElement(String uri, String ln, String qn, Attributes a) {
                StringBuilder s = new StringBuilder("start " + qn + " uri=" + uri);
                for (int i = 0; i < a.getLength(); i++) s.append(" ").append(a.getQName(i)).append("=").append(a.getValue(i));
                ev.add(s.toString());
            }
            public void endElement(String uri, String ln, String qn) { ev.add("end " + qn); }
            public void characters(char[] ch, int s, int l) { String x = new String(ch, s, l).trim(); if (!x.isEmpty()) ev.add("chars " + x); }
            public void processingInstruction(String t, String dd) { ev.add("pi " + t + " " + dd); }
        });
        ev.forEach(System.out::println);

        // errors
        try {
            b.parse(new InputSource(new StringReader("<a><b></a>")));
        } catch (SAXParseException e) {
            System.out.println("SAXParseException line " + e.getLineNumber() + " col " + e.getColumnNumber() + ": " + e.getMessage());
        }
        b.setErrorHandler(null);
        try {
            xp.evaluate("//book[", d);
        } catch (XPathExpressionException e) {
            System.out.println("XPathExpressionException " + (e.getMessage() != null));
        }
    }

    static void dump(Node n, int depth) {
        String ind = "  ".repeat(depth);
        switch (n.getNodeType()) {
            case Node.ELEMENT_NODE -> {
                StringBuilder s = new StringBuilder(ind + "<" + n.getNodeName());
                NamedNodeMap am = n.getAttributes();
                for (int i = 0; i < am.getLength(); i++) s.append(" ").append(am.item(i).getNodeName()).append("='").append(am.item(i).getNodeValue()).append("'");
                System.out.println(s + ">");
                for (Node c = n.getFirstChild(); c != null; c = c.getNextSibling()) dump(c, depth + 1);
            }
            case Node.TEXT_NODE -> { if (!n.getNodeValue().isBlank()) System.out.println(ind + "text '" + n.getNodeValue() + "'"); }
            case Node.CDATA_SECTION_NODE -> System.out.println(ind + "cdata '" + n.getNodeValue() + "'");
            case Node.PROCESSING_INSTRUCTION_NODE -> System.out.println(ind + "pi " + n.getNodeName() + " " + n.getNodeValue());
            case Node.COMMENT_NODE -> System.out.println(ind + "comment " + n.getNodeValue());
            default -> System.out.println(ind + "node type " + n.getNodeType());
        }
    }
}
