public interface Api { Y get(); void put(Y y); }
