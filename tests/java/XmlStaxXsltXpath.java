// StAX reading and writing, XSLT transforms of strings, XPath queries with functions and namespaces.
import javax.xml.namespace.*;
import javax.xml.parsers.*;
import javax.xml.stream.*;
import javax.xml.stream.events.*;
import javax.xml.transform.*;
import javax.xml.transform.dom.*;
import javax.xml.transform.stream.*;
import javax.xml.xpath.*;
import org.w3c.dom.*;
import java.io.*;
import java.util.*;

public class XmlStaxXsltXpath {
    static final String DOC = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- a library -->
        <lib xmlns="urn:lib" xmlns:x="urn:extra" version="2">
          <book id="b1" year="1999"><title>Alpha &amp; Omega</title><price>12.50</price><x:note>first</x:note></book>
          <book id="b2" year="2005"><title><![CDATA[<Beta>]]></title><price>7.25</price></book>
          <book id="b3" year="1987"><title>Gamma ünïcödé</title><price>30</price><?proc data?></book>
        </lib>
        """;

    public static void main(String[] args) throws Exception {
        XMLInputFactory xif = XMLInputFactory.newInstance();
        XMLStreamReader r = xif.createXMLStreamReader(new StringReader(DOC));
        StringBuilder sb = new StringBuilder();
        while (r.hasNext()) {
            int ev = r.next();
            switch (ev) {
                case XMLStreamConstants.START_ELEMENT -> {
                    sb.append("S:").append(r.getLocalName()).append('{').append(r.getNamespaceURI()).append('}');
                    for (int i = 0; i < r.getAttributeCount(); i++) sb.append(' ').append(r.getAttributeLocalName(i)).append('=').append(r.getAttributeValue(i));
                    for (int i = 0; i < r.getNamespaceCount(); i++) sb.append(" ns:").append(r.getNamespacePrefix(i)).append('=').append(r.getNamespaceURI(i));
                    sb.append(" @").append(r.getLocation().getLineNumber()).append('\n');
                }
                case XMLStreamConstants.END_ELEMENT -> sb.append("E:").append(r.getLocalName()).append('\n');
                case XMLStreamConstants.CHARACTERS -> { if (!r.isWhiteSpace()) sb.append("C:").append(r.getText()).append('\n'); }
                case XMLStreamConstants.CDATA -> sb.append("CD:").append(r.getText()).append('\n');
                case XMLStreamConstants.COMMENT -> sb.append("COMMENT:").append(r.getText()).append('\n');
                case XMLStreamConstants.PROCESSING_INSTRUCTION -> sb.append("PI:").append(r.getPITarget()).append('=').append(r.getPIData()).append('\n');
                case XMLStreamConstants.END_DOCUMENT -> sb.append("END\n");
                default -> sb.append("ev ").append(ev).append('\n');
            }
        }
        System.out.print(sb);

        XMLEventReader er = xif.createXMLEventReader(new StringReader(DOC));
        int n = 0;
        double total = 0;
        boolean inPrice = false;
        while (er.hasNext()) {
            XMLEvent e = er.nextEvent();
            n++;
            if (e.isStartElement() && e.asStartElement().getName().getLocalPart().equals("price")) inPrice = true;
            else if (e.isCharacters() && inPrice) { total += Double.parseDouble(e.asCharacters().getData()); inPrice = false; }
        }
        System.out.println("events " + n + " total " + total);

        StringWriter w = new StringWriter();
        XMLStreamWriter xw = XMLOutputFactory.newInstance().createXMLStreamWriter(w);
        xw.writeStartDocument("UTF-8", "1.0");
        xw.setPrefix("p", "urn:p");
        xw.writeStartElement("p", "root", "urn:p");
        xw.writeNamespace("p", "urn:p");
        xw.writeAttribute("a", "1 < 2 & \"q\"");
        xw.writeStartElement("child");
        xw.writeCharacters("text <&> 'x'");
        xw.writeEndElement();
        xw.writeEmptyElement("empty");
        xw.writeCData("raw ]] data");
        xw.writeComment(" c ");
        xw.writeProcessingInstruction("pi", "d");
        xw.writeEndDocument();
        xw.close();
        System.out.println(w);

        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        Document doc = dbf.newDocumentBuilder().parse(new org.xml.sax.InputSource(new StringReader(DOC)));
        XPath xp = XPathFactory.newInstance().newXPath();
        xp.setNamespaceContext(new NamespaceContext() {
            public String getNamespaceURI(String p) { return p.equals("l") ? "urn:lib" : p.equals("x") ? "urn:extra" : null; }
            public String getPrefix(String u) { return null; }
            public Iterator<String> getPrefixes(String u) { return null; }
        });
        System.out.println("count " + xp.evaluate("count(//l:book)", doc));
        System.out.println("sum " + xp.evaluate("sum(//l:price)", doc, XPathConstants.NUMBER));
        System.out.println("title2 " + xp.evaluate("/l:lib/l:book[@id='b2']/l:title", doc));
        System.out.println("old " + xp.evaluate("//l:book[@year < 2000][last()]/@id", doc));
        System.out.println("note " + xp.evaluate("//x:note", doc) + " concat " + xp.evaluate("concat(substring(//l:book[1]/l:title, 1, 5), '-', translate('abc','abc','XYZ'), string-length(//l:book[3]/l:title))", doc));
        NodeList nl = (NodeList) xp.evaluate("//l:book[l:price > 10]/l:title/text()", doc, XPathConstants.NODESET);
        for (int i = 0; i < nl.getLength(); i++) System.out.println("  expensive " + nl.item(i).getNodeValue());
        System.out.println("bool " + xp.evaluate("boolean(//l:book[@id='b9'])", doc, XPathConstants.BOOLEAN) + " num " + xp.evaluate("round(2.5) + floor(-1.5) + ceiling(1.2)", doc, XPathConstants.NUMBER));
        XPathExpression ex = xp.compile("normalize-space(concat('  a  ', ' b '))");
        System.out.println("compiled '" + ex.evaluate(doc) + "'");
        try { xp.evaluate("//[bad", doc); } catch (XPathExpressionException e) { System.out.println("xpath error " + (e.getMessage() != null)); }

        String xsl = """
            <xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:l="urn:lib">
              <xsl:output method="xml" indent="yes" omit-xml-declaration="yes"/>
              <xsl:param name="min" select="10"/>
              <xsl:template match="/">
                <cheap count="{count(//l:book[l:price &lt; $min])}">
                  <xsl:for-each select="//l:book">
                    <xsl:sort select="l:price" data-type="number" order="descending"/>
                    <item pos="{position()}" id="{@id}"><xsl:value-of select="format-number(l:price, '#,##0.00')"/>:<xsl:value-of select="translate(l:title, 'abc', 'ABC')"/></item>
                  </xsl:for-each>
                  <xsl:choose><xsl:when test="sum(//l:price) &gt; 40">big</xsl:when><xsl:otherwise>small</xsl:otherwise></xsl:choose>
                </cheap>
              </xsl:template>
            </xsl:stylesheet>
            """;
        TransformerFactory tf = TransformerFactory.newInstance();
        Transformer t = tf.newTransformer(new StreamSource(new StringReader(xsl)));
        t.setParameter("min", "13");
        StringWriter out = new StringWriter();
        t.transform(new StreamSource(new StringReader(DOC)), new StreamResult(out));
        System.out.println(out);
        Templates tpl = tf.newTemplates(new StreamSource(new StringReader(xsl)));
        StringWriter out2 = new StringWriter();
        tpl.newTransformer().transform(new DOMSource(doc), new StreamResult(out2));
        System.out.println("templates equal " + out2.toString().replace("13", "10").length() + " " + out2.toString().contains("count=\"1\""));

        Transformer id = tf.newTransformer();
        id.setOutputProperty(OutputKeys.INDENT, "yes");
        id.setOutputProperty("{http://xml.apache.org/xslt}indent-amount", "2");
        id.setOutputProperty(OutputKeys.OMIT_XML_DECLARATION, "yes");
        Document d2 = dbf.newDocumentBuilder().newDocument();
        Element root = d2.createElement("made");
        root.setAttribute("k", "v&v");
        root.appendChild(d2.createTextNode("tëxt"));
        Element kid = d2.createElement("kid");
        kid.appendChild(d2.createComment("note"));
        root.appendChild(kid);
        d2.appendChild(root);
        StringWriter out3 = new StringWriter();
        id.transform(new DOMSource(d2), new StreamResult(out3));
        System.out.println(out3);
    }
}
